import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { epcPayload } from '../../../api/src/payments/domain/epc-qr.js';
import { readQrCode } from '../../support/qr-codes.js';

const transfer = {
  bic: 'GEBABEBB',
  beneficiary: 'Les Scouts de Jambes ASBL',
  iban: 'BE68 5390 0754 7034',
  amountCents: 13_750,
  communication: '010806817183',
};

describe('the EPC QR code of a bill', () => {
  it('writes the lines of EPC069-12, with the structured communication on the remittance text line', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GEBABEBB',
      'Les Scouts de Jambes ASBL',
      'BE68539007547034',
      'EUR137.50',
      '',
      '',
      '+++010/8068/17183+++',
    ]);
  });

  it('leaves the BIC out when unknown, cuts the name at 70 characters, and refuses nothing to pay', () => {
    const lines = epcPayload({ ...transfer, bic: null, beneficiary: `  ${'É'.repeat(80)} ` }).split(
      '\n',
    );
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('É'.repeat(70));
    expect(() => epcPayload({ ...transfer, amountCents: 0 })).toThrow();
  });

  it('is drawn as a QR code a camera reads back, accents included', async () => {
    const payload = epcPayload({ ...transfer, beneficiary: 'Patro Saint-Hubert Élan' });
    const png = await QRCode.toBuffer(payload, {
      errorCorrectionLevel: 'M',
      type: 'png',
      width: 320,
    });
    expect(readQrCode(png)).toBe(payload);
  });
});
