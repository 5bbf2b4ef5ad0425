import { describe, expect, it } from 'vitest';
import type { InventoryProduct } from '@atrium/mock-api';
import { basePriceOf, csvField, productsCsv, stockLevel, validateDraft, type ProductDraft } from './logic';

const draft: ProductDraft = {
  active: true,
  name: 'Watch',
  sku: 'W-1',
  barcode: '',
  category: '',
  brand: '',
  vendor: '',
  stock: 10,
  reserved: 2,
  cost: 5,
  basePrice: 10,
  taxPercent: 20,
  price: 12,
  weight: 0.2,
  tags: [],
};

describe('inventory logic', () => {
  it('names the stock level', () => {
    expect([stockLevel(0), stockLevel(19), stockLevel(20), stockLevel(29), stockLevel(30)]).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
    ]);
  });

  it('accepts a sound draft and names each problem', () => {
    expect(validateDraft(draft)).toEqual({});
    expect(
      validateDraft({ ...draft, name: ' ', sku: '', stock: -1, cost: Number.NaN, taxPercent: 150, weight: -2 }),
    ).toEqual({
      name: 'required',
      sku: 'required',
      stock: 'negative',
      cost: 'number',
      taxPercent: 'taxRange',
      weight: 'negative',
    });
    expect(validateDraft({ ...draft, reserved: 11 })).toEqual({ reserved: 'reservedAboveStock' });
    // A product saved with more reserved than in stock can be renamed; editing the counts is checked.
    const seeded = { ...draft, stock: 3, reserved: 9 };
    expect(validateDraft({ ...seeded, name: 'Corvina Fjord 37' }, seeded)).toEqual({});
    expect(validateDraft({ ...seeded, stock: 4 }, seeded)).toEqual({ reserved: 'reservedAboveStock' });
    expect(validateDraft({ ...draft, taxPercent: 100 })).toEqual({});
  });

  it('works the base price back from the price', () => {
    expect(basePriceOf(118, 18)).toBe(100);
    expect(basePriceOf(12, 20)).toBe(10);
  });

  it('escapes CSV fields', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-3)).toBe('-3');
  });
  it('writes the products as CSV, a header first and every field escaped', () => {
    const product = {
      ...draft,
      id: 'p1',
      name: 'Watch, "steel"',
      description: '',
      thumbnail: null,
      images: [],
    } satisfies InventoryProduct;
    const [header, row, end] = productsCsv([product]).split('\r\n');
    expect(header).toBe('id,name,sku,barcode,stock,reserved,cost,basePrice,taxPercent,price,weight,active');
    expect(row).toBe('p1,"Watch, ""steel""",W-1,,10,2,5,10,20,12,0.2,true');
    expect(end).toBe('');
  });
});
