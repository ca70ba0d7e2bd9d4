import { describe, expect, it } from 'vitest';
import { issueSubject } from '@domain/issue-header';

const ATTRIBUTE = '0b9e7f52-1c1d-4e8f-9a7b-2f4c6d8e0a11';
const PACKAGE = '7d1c2b3a-0000-4000-8000-000000000001';
const CONSUMER_NET_WEIGHT = '2b7e4c90-5d1a-4f3e-8a6c-001100000001';
const PALLET_LAYER_WEIGHT = '2b7e4c90-5d1a-4f3e-8a6c-001500000017';

/** §3 Fault and issue (docs/decisions/0065): what an issue's ns and identify name. */
describe('issueSubject', () => {
  it.each([
    ['attributes', ATTRIBUTE, { attribute: ATTRIBUTE }],
    ['attributes', `${ATTRIBUTE.toUpperCase()}.2`, { attribute: ATTRIBUTE }],
    ['attributes', 'certyfikat', null],
    ['product_profile', 'name_to_show', { key: 'productIdentify.nameToShow' }],
    ['product_profile', 'company_address.city', { key: 'productIdentify.companyAddress' }],
    ['product_profile', 'gtin', null],
    ['gallery', '2', { key: 'media.types.2' }],
    ['gallery', '7', null],
    ['gallery', 'f-991', null],
    ['logistic', `${PACKAGE}.${CONSUMER_NET_WEIGHT}`, { key: 'logistics.fields.netWeight' }],
    ['logistic', `${PACKAGE}.${PALLET_LAYER_WEIGHT}.unit`, { key: 'logistics.fields.layerWeight' }],
    ['logistic', PACKAGE, null],
    ['ean', PACKAGE, null],
    ['network_availability', 'selgros', { key: 'availability.heading' }],
    ['recycling', 'material', { key: 'recycling.heading' }],
    ['card', 'card', null],
  ])('%s %s', (ns, identify, expected) => {
    expect(issueSubject(ns, identify)).toEqual(expected);
  });
});
