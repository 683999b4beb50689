import { formatStructuredCommunication } from '@stages/contracts';

export interface CreditTransfer {
  readonly bic: string | null;
  readonly beneficiary: string;
  readonly iban: string;
  readonly amountCents: number;
  /** The twelve digits of the bill's structured communication. */
  readonly communication: string;
}

const NAME_LENGTH = 70;

/**
 * The text of an EPC QR code (EPC069-12) that banking apps read to fill in a transfer.
 *
 * The Belgian structured communication goes on the unstructured remittance line, written
 * `+++DDD/DDDD/DDDCC+++`, not on the structured-reference line: that line is meant for ISO 11649
 * `RF` creditor references, and Belgian banking apps recognise the `+++` form in the free text
 * and turn it into a structured communication, whereas at least one major Belgian bank's app
 * misread it on the structured line. Version 002 lets the BIC be left out when the organization
 * gave none (it is optional for transfers within the EEA); it is written when known.
 */
export function epcPayload(transfer: CreditTransfer): string {
  if (transfer.amountCents <= 0) throw new Error('A transfer QR code needs an amount to pay');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic ?? '',
    [...transfer.beneficiary.trim()].slice(0, NAME_LENGTH).join(''),
    transfer.iban.replace(/\s/g, ''),
    `EUR${(transfer.amountCents / 100).toFixed(2)}`,
    '',
    '',
    formatStructuredCommunication(transfer.communication),
  ].join('\n');
}
