import {
  formatStructuredCommunication,
  isValidStructuredCommunication,
  structuredCommunication,
  structuredCommunicationDigits,
  structuredCommunicationIn,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('the Belgian structured communication', () => {
  it('checks the first ten digits modulo 97, and 97 when that is 0', () => {
    expect(isValidStructuredCommunication('+++010/8068/17183+++')).toBe(true);
    expect(isValidStructuredCommunication('+++010/8068/17180+++')).toBe(false);
    expect(structuredCommunication('0108068171')).toBe('+++010/8068/17183+++');
    // 97 divides 0000000970: its check digits are 97, never 00.
    expect(structuredCommunication('0000000970')).toBe('+++000/0000/97097+++');
    expect(isValidStructuredCommunication('+++000/0000/97000+++')).toBe(false);
  });

  it('reads it however a payer or a bank wrote it', () => {
    for (const written of [
      '+++010/8068/17183+++',
      '***010/8068/17183***',
      '010806817183',
      ' 010 8068 17183 ',
    ]) {
      expect(structuredCommunicationDigits(written)).toBe('010806817183');
    }
    expect(formatStructuredCommunication('010806817183')).toBe('+++010/8068/17183+++');
    expect(structuredCommunicationDigits('01080681718')).toBeNull();
    expect(structuredCommunicationDigits('+++010/8068/1718A+++')).toBeNull();
  });

  it('finds one typed into a free-text communication, if its check digits hold', () => {
    expect(structuredCommunicationIn('Stage été Lotte +++010/8068/17183+++ merci')).toBe(
      '010806817183',
    );
    expect(structuredCommunicationIn('Lotte 010/8068/17183')).toBe('010806817183');
    expect(structuredCommunicationIn('ref 010806817183 ok')).toBe('010806817183');
    expect(structuredCommunicationIn('+++010/8068/17180+++ then 010806817183')).toBe(
      '010806817183',
    );
    expect(structuredCommunicationIn('Facture 2026-00012, 137,50 EUR')).toBeNull();
  });
});
