import { loadHtml } from './plain-text';
import { balancedEnd, readStringLiteral, readWindowJson, windowAssignments } from './window-json';

describe('windowAssignments', () => {
  it('reads object and array literals assigned to window variables, in either notation', () => {
    const script = `
      window.PAGE_MODEL = {"propertyData":{"id":"1","text":"a } in a string, and a \\" quote"}};
      window["__INITIAL_STATE__"] = [1, {"b": [2, 3]}]
      window.other = 5;`;
    expect(windowAssignments(script)).toEqual([
      ['PAGE_MODEL', { propertyData: { id: '1', text: 'a } in a string, and a " quote' } }],
      ['__INITIAL_STATE__', [1, { b: [2, 3] }]],
    ]);
  });

  it('decodes a JSON.parse string argument without evaluating anything', () => {
    const script = `window.__DATA__ = JSON.parse('{"name":"O\\'Brien\\u2019s","url":"https:\\/\\/x.example\\/a"}');`;
    expect(windowAssignments(script)).toEqual([['__DATA__', { name: "O'Brien’s", url: 'https://x.example/a' }]]);
  });

  it('reads JSON and plain JavaScript literals assigned to global variables', () => {
    const script = `var utag_data = {"ad":{"price":"289000"}};
      var config = {
        mapConfig: { latitude: '40.39', longitude: '-3.69', zoom: 15, },
      };`;
    expect(windowAssignments(script)).toEqual([
      ['utag_data', { ad: { price: '289000' } }],
      ['config', { mapConfig: { latitude: '40.39', longitude: '-3.69', zoom: 15 } }],
    ]);
  });

  it('skips code, JavaScript-only literals and comparisons', () => {
    const script = `
      window.rightmoveDataLayer = new Proxy(window.rightmoveDataLayer || [], {});
      window.config = { unquoted: true, fn: function () { return 1; } };
      var settings = { lang: navigator.language };
      if (window.mode == {}) {}
      window.broken = {"never": "closed"`;
    expect(windowAssignments(script)).toEqual([]);
  });
});

describe('readWindowJson', () => {
  it("gathers a global object built property by property, without a page's DOM or code", () => {
    const $ = loadHtml(`<html><head><script>
      window.IS24 = window.IS24 || {};
      IS24.expose = IS24.expose || {};
      IS24.expose.id = 151234567;
      IS24.expose.purchasePrice = "495000";
      IS24.expose.locationAddress = {"street":"Osterstraße","zip":"20259"};
      IS24.ssr = IS24.ssr || {};
      IS24.ssr.frontendModel = IS24.ssr.frontendModel || {};
      IS24.ssr.frontendModel.exposeMap = {"location":{"latitude":53.57569,"longitude":9.95312}};
      IS24.expose.title = "Wohnung " + suffix;
      document.title = "not data";
      this.state = {"not": "data"};
    </script></head></html>`);
    expect(Object.fromEntries(readWindowJson($))).toEqual({
      IS24: {
        expose: { id: 151234567, purchasePrice: '495000', locationAddress: { street: 'Osterstraße', zip: '20259' } },
        ssr: { frontendModel: { exposeMap: { location: { latitude: 53.57569, longitude: 9.95312 } } } },
      },
    });
  });

  it('reads inline scripts only, keeping the first readable value of each name', () => {
    const $ = loadHtml(`<html><head>
      <script>window.MODEL = {"first": true};</script>
      <script type="application/javascript">window.MODEL = {"first": false}; window.B = [1];</script>
      <script type="application/json">window.C = {"not": "a script"}</script>
      <script src="https://cdn.example/app.js">window.D = {"ignored": true}</script>
    </head></html>`);
    expect(Object.fromEntries(readWindowJson($))).toEqual({ MODEL: { first: true }, B: [1] });
  });
});

describe('balancedEnd', () => {
  it('finds the closing bracket, skipping brackets in strings of either quote', () => {
    const text = `x = {"a": "}", 'b': ['{'], c: {d: 1}} tail`;
    expect(text.slice(4, balancedEnd(text, 4) + 1)).toBe(`{"a": "}", 'b': ['{'], c: {d: 1}}`);
    expect(balancedEnd('{"open": [1, 2}', 0)).toBe(-1);
  });
});

describe('readStringLiteral', () => {
  it.each([
    [`"a\\nb"`, 'a\nb'],
    [`'\\x41\\u0042\\u{1F3E0}'`, 'AB🏠'],
    [`"say \\"hi\\""`, 'say "hi"'],
  ])('%s', (literal, decoded) => {
    expect(readStringLiteral(literal, 0)).toBe(decoded);
  });

  it('refuses what is not a complete literal', () => {
    expect(readStringLiteral('abc', 0)).toBeUndefined();
    expect(readStringLiteral('"never closed', 0)).toBeUndefined();
    expect(readStringLiteral('"\\uZZZZ"', 0)).toBeUndefined();
  });
});
