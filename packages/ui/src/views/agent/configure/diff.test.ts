import { describe, expect, it } from 'vitest';
import type { AgentConfig } from '@atrium/mock-api';
import { configDiff, sameConfig } from './diff';

const base: AgentConfig = {
  instructions: 'Answer about orders.',
  greeting: 'Hola',
  tone: 'friendly',
  language: 'es',
  guardrails: ['política', 'medical advice'],
  knowledge: ['faq-a', 'faq-b'],
  tools: {
    handoff: true,
    propose_change: true,
    order_lookup: true,
    customer_lookup: true,
    contact_lookup: true,
    counts: true,
    help_center: true,
  },
};

describe('configDiff', () => {
  it('finds no difference between equal configurations, lists in another order included', () => {
    const reordered = { ...base, guardrails: ['medical advice', 'política'], tools: { ...base.tools } };
    expect(configDiff(base, reordered)).toEqual([]);
    expect(sameConfig(base, reordered)).toBe(true);
  });

  it('names each field that differs, in the form’s order, lists with what was added and removed', () => {
    const changed: AgentConfig = {
      ...base,
      tone: 'formal',
      greeting: '',
      guardrails: ['política', 'weather'],
      knowledge: ['faq-a'],
      tools: { ...base.tools, counts: false },
    };
    expect(configDiff(base, changed)).toEqual([
      { field: 'greeting', from: 'Hola', to: '' },
      { field: 'tone', from: 'friendly', to: 'formal' },
      {
        field: 'guardrails',
        from: ['política', 'medical advice'],
        to: ['política', 'weather'],
        added: ['weather'],
        removed: ['medical advice'],
      },
      { field: 'knowledge', from: ['faq-a', 'faq-b'], to: ['faq-a'], added: [], removed: ['faq-b'] },
      { field: 'tools', tool: 'counts', from: true, to: false },
    ]);
    expect(sameConfig(base, changed)).toBe(false);
  });
});
