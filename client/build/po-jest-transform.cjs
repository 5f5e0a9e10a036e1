// Jest's stand-in for @lingui/vite-plugin: compiles a folder's .po catalog into the module the app imports. A message
// with no translation reads as its English source, as lingui.config.ts's fallbackLocales make the build do.
const { formatter } = require('@lingui/format-po');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const po = formatter({ lineNumbers: false });

module.exports = {
  process(source) {
    const messages = {};
    for (const [id, entry] of Object.entries(po.parse(source))) {
      messages[id] = compileMessage(entry.translation || entry.message || id);
    }
    return { code: `module.exports = { messages: ${JSON.stringify(messages)} };` };
  },
};
