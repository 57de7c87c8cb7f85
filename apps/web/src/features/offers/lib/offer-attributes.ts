import type { CustomFormFieldDto, Region } from '@marketplace/contract';
import { formatNumber } from '#web/shared/lib/format.ts';

export interface AttributeRow {
  name: string;
  title: string;
  value: string;
}

/** `age_group` -> `ageGroup`: attribute keys arrive camel-cased like the rest of the answer. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());

/**
 * The offer's custom attributes as title/value rows, in the category's field order, numbers in
 * the edition's format with their unit. Values without a known field follow under their key;
 * empty values are left out.
 */
export function attributeRows(
  attributes: Record<string, string | number | null>,
  fields: readonly CustomFormFieldDto[],
  region: Region,
): AttributeRow[] {
  const present = (value: string | number | null | undefined): value is string | number =>
    value !== null && value !== undefined && String(value).trim() !== '';
  const display = (value: string | number, unit?: string | null) => {
    const text = typeof value === 'number' ? formatNumber(value, region) : value;
    return unit ? `${text} ${unit}` : text;
  };
  const rows: AttributeRow[] = [];
  const used = new Set<string>();
  for (const field of fields) {
    const key = field.name in attributes ? field.name : camel(field.name);
    const value = attributes[key];
    used.add(key);
    if (present(value)) rows.push({ name: key, title: field.title, value: display(value, field.unit) });
  }
  for (const [key, value] of Object.entries(attributes)) {
    if (!used.has(key) && present(value)) rows.push({ name: key, title: key, value: display(value) });
  }
  return rows;
}
