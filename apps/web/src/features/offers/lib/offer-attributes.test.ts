import type { CustomFormFieldDto } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { attributeRows } from './offer-attributes.ts';

const fields: CustomFormFieldDto[] = [
  { name: 'condition', title: 'Condition', type: 'string', required: true, enum: ['New', 'Used'] },
  { name: 'area_m2', title: 'Area', type: 'number', required: false, unit: 'm²' },
  { name: 'rooms', title: 'Rooms', type: 'integer', required: false },
];

describe('attributeRows', () => {
  it('lists values with their field titles in the field order, numbers per edition with units', () => {
    expect(attributeRows({ rooms: 3, areaM2: 1234.5, condition: 'Used' }, fields, 'pl')).toEqual([
      { name: 'condition', title: 'Condition', value: 'Used' },
      { name: 'areaM2', title: 'Area', value: '1234,5 m²' },
      { name: 'rooms', title: 'Rooms', value: '3' },
    ]);
  });

  it('leaves out empty values and keeps unknown ones under their key', () => {
    expect(attributeRows({ condition: null, rooms: '', extra: 'yes' }, fields, 'us')).toEqual([
      { name: 'extra', title: 'extra', value: 'yes' },
    ]);
  });
});
