import { loadHtml } from './plain-text';
import { microdataItems, readMicrodata } from './microdata';

const PAGE_URL = new URL('https://agent.example/idx/details/6712345');

describe('readMicrodata', () => {
  it("reads a listing marked up with microdata as JSON-LD is read, skipping the agent's address", () => {
    const $ = loadHtml(`<html><body>
      <div itemscope itemtype="http://schema.org/RealEstateAgent"><span itemprop="name">Desert Realty</span>
        <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
          <span itemprop="streetAddress">4400 N Scottsdale Rd</span></div></div>
      <div itemscope itemtype="http://schema.org/Product">
        <h1 itemprop="name">7712 E Camelback Rd</h1>
        <img itemprop="image" src="/photos/1.jpg">
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
          <span itemprop="price" content="615000">$615,000</span><meta itemprop="priceCurrency" content="USD">
        </div>
        <div itemscope itemtype="http://schema.org/SingleFamilyResidence">
          <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
            <span itemprop="streetAddress">7712 E Camelback Rd</span>, <span itemprop="addressRegion">AZ</span>
          </div>
          <div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates">
            <meta itemprop="latitude" content="33.5"><meta itemprop="longitude" content="-111.9"></div>
          <span itemprop="numberOfBedrooms">3</span>
          <div itemprop="floorSize" itemscope itemtype="http://schema.org/QuantitativeValue">
            <span itemprop="value">1,964</span><meta itemprop="unitCode" content="FTK"></div>
        </div>
      </div></body></html>`);
    expect(readMicrodata($, PAGE_URL)).toEqual({
      title: '7712 E Camelback Rd',
      streetAddress: '7712 E Camelback Rd',
      region: 'AZ',
      price: 615000,
      currency: 'USD',
      bedrooms: 3,
      area: 1964,
      areaUnit: 'sqft',
      propertyType: 'Single Family Residence',
      latitude: 33.5,
      longitude: -111.9,
      photos: ['https://agent.example/photos/1.jpg'],
    });
  });

  it("gives nested items as their parent's property values, repeated properties as lists", () => {
    const $ = loadHtml(`<div itemscope itemtype="https://schema.org/House">
      <span itemprop="name">A</span><a itemprop="image" href="/1.jpg">1</a><a itemprop="image" href="/2.jpg">2</a>
      <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="postalCode">OX3</span></div>
    </div>`);
    expect(microdataItems($)).toEqual([
      {
        '@type': 'https://schema.org/House',
        name: 'A',
        image: ['/1.jpg', '/2.jpg'],
        address: { '@type': 'https://schema.org/PostalAddress', postalCode: 'OX3' },
      },
    ]);
  });
});
