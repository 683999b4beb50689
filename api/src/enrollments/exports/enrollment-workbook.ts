import {
  toBrusselsWallClock,
  type EnrollmentListItem,
  type Language,
  type OrganizerWaitingListEntry,
} from '@stages/contracts';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { onFirstUse } from '../../infrastructure/on-first-use.js';
import { exportWordings, type ExportWording } from './export-wordings.js';

/** A child's medical sheet as the organizer's export lists it, for an accepted enrollment. */
export interface MedicalSheet {
  readonly stage_name: string;
  readonly last_name: string;
  readonly first_name: string;
  readonly birth_date: string;
  readonly can_swim: boolean;
  readonly tetanus_vaccine: boolean;
  readonly disabled: boolean;
  readonly allergies: string;
  readonly diet: string;
  readonly medications: string;
  readonly important_info: string;
  readonly height_cm: number | null;
  readonly weight_kg: number | null;
  readonly doctor_name: string;
  readonly doctor_phone: string;
}

/** exceljs: about 28 MiB, for the organizers' Excel files. */
const loadExcelJs = onFirstUse(() => import('exceljs').then((module) => module.default));

const DAY_FORMAT = 'dd/mm/yyyy';
const TIME_FORMAT = 'dd/mm/yyyy hh:mm';
const EURO_FORMAT = '#,##0.00';

/**
 * Excel keeps wall-clock times without a zone: each instant is written as its Brussels wall
 * clock, so that what the organizer reads is the time the screens show.
 */
const brusselsCell = (instant: string | null) =>
  instant ? new Date(`${toBrusselsWallClock(instant)}:00Z`) : null;
const dayCell = (day: string | null) => (day ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : null);
const dayOf = (instant: string | null) =>
  instant ? dayCell(toBrusselsWallClock(instant).slice(0, 10)) : null;

type Column = Partial<ExcelJS.Column> & { key: string };

function enrollmentColumns({ columns }: ExportWording): Column[] {
  return [
    { header: columns.stage, key: 'stage', width: 28 },
    { header: columns.startsOn, key: 'startsOn', width: 12, style: { numFmt: DAY_FORMAT } },
    { header: columns.endsOn, key: 'endsOn', width: 12, style: { numFmt: DAY_FORMAT } },
    { header: columns.lastName, key: 'lastName', width: 18 },
    { header: columns.firstName, key: 'firstName', width: 16 },
    { header: columns.birthDate, key: 'birthDate', width: 14, style: { numFmt: DAY_FORMAT } },
    { header: columns.age, key: 'age', width: 10 },
    { header: columns.photoConsent, key: 'photoConsent', width: 16 },
    { header: columns.parent, key: 'parent', width: 24 },
    { header: columns.email, key: 'email', width: 28 },
    { header: columns.phone, key: 'phone', width: 16 },
    { header: columns.status, key: 'status', width: 14 },
    { header: columns.requestedAt, key: 'requestedAt', width: 17, style: { numFmt: TIME_FORMAT } },
    { header: columns.decidedAt, key: 'decidedAt', width: 17, style: { numFmt: TIME_FORMAT } },
    { header: columns.options, key: 'options', width: 26 },
    { header: columns.reducedPrice, key: 'reducedPrice', width: 13 },
    { header: columns.price, key: 'price', width: 11, style: { numFmt: EURO_FORMAT } },
    { header: columns.invoiceNumber, key: 'invoiceNumber', width: 13 },
    { header: columns.paymentStatus, key: 'paymentStatus', width: 14 },
    { header: columns.amountPaid, key: 'amountPaid', width: 12, style: { numFmt: EURO_FORMAT } },
    { header: columns.paymentDate, key: 'paymentDate', width: 13, style: { numFmt: DAY_FORMAT } },
    { header: columns.paymentMethod, key: 'paymentMethod', width: 16 },
  ];
}

/**
 * The rows' order: by child, last name then first name as the organizer's language sorts them
 * (accents beside their letter, whatever the database's collation), then by the stage's start.
 */
function byChildThenStart(language: Language) {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const text = (a: string | null, b: string | null) =>
    a === null || b === null ? Number(a === null) - Number(b === null) : collator.compare(a, b);
  return (a: EnrollmentListItem, b: EnrollmentListItem) =>
    text(a.child_last_name, b.child_last_name) ||
    text(a.child_first_name, b.child_first_name) ||
    text(a.starts_at, b.starts_at) ||
    a.requested_at.localeCompare(b.requested_at);
}

/** What was paid: the recorded payment, or nothing to pay for a free stage's bill. */
const amountPaid = (enrollment: EnrollmentListItem) =>
  enrollment.paid_cents !== null
    ? enrollment.paid_cents / 100
    : enrollment.payment_status === 'paid'
      ? 0
      : null;

function optionColumns({ columns }: ExportWording): Column[] {
  return [
    { header: columns.stage, key: 'stage', width: 28 },
    { header: columns.option, key: 'option', width: 28 },
    { header: columns.optionPrice, key: 'price', width: 11, style: { numFmt: EURO_FORMAT } },
    { header: columns.childcare, key: 'childcare', width: 14 },
    { header: columns.takers, key: 'takers', width: 18 },
    { header: columns.acceptedTakers, key: 'accepted', width: 11 },
  ];
}

/** The labels of the options an enrollment's price charges for. */
const optionsOf = (enrollment: EnrollmentListItem) =>
  enrollment.lines.filter((line) => line.kind === 'option').map((line) => line.label);

/**
 * Each option's takers, by stage then option in the order they are first met: the children
 * holding a place (pending or accepted) with it, and those accepted, e.g. the hot meals to order.
 */
function optionTakers(enrollments: readonly EnrollmentListItem[]) {
  const rows = new Map<
    string,
    {
      stage: string | null;
      option: string;
      price: number;
      care: boolean;
      takers: number;
      accepted: number;
    }
  >();
  for (const enrollment of enrollments) {
    if (enrollment.status !== 'pending' && enrollment.status !== 'accepted') continue;
    for (const line of enrollment.lines) {
      if (line.kind !== 'option' || !line.option_id) continue;
      const key = `${enrollment.stage_id}/${line.option_id}`;
      const row = rows.get(key) ?? {
        stage: enrollment.stage_name,
        option: line.label,
        price: line.amount_cents / 100,
        care: line.counts_as_care,
        takers: 0,
        accepted: 0,
      };
      row.takers += 1;
      if (enrollment.status === 'accepted') row.accepted += 1;
      rows.set(key, row);
    }
  }
  return rows.values();
}

function medicalColumns({ columns }: ExportWording): Column[] {
  return [
    { header: columns.stage, key: 'stage', width: 28 },
    { header: columns.lastName, key: 'lastName', width: 18 },
    { header: columns.firstName, key: 'firstName', width: 16 },
    { header: columns.birthDate, key: 'birthDate', width: 14, style: { numFmt: DAY_FORMAT } },
    { header: columns.canSwim, key: 'canSwim', width: 10 },
    { header: columns.tetanus, key: 'tetanus', width: 12 },
    { header: columns.disabled, key: 'disabled', width: 12 },
    { header: columns.allergies, key: 'allergies', width: 24 },
    { header: columns.diet, key: 'diet', width: 18 },
    { header: columns.medications, key: 'medications', width: 24 },
    { header: columns.importantInfo, key: 'importantInfo', width: 30 },
    { header: columns.height, key: 'height', width: 10 },
    { header: columns.weight, key: 'weight', width: 10 },
    { header: columns.doctor, key: 'doctor', width: 22 },
    { header: columns.doctorPhone, key: 'doctorPhone', width: 16 },
  ];
}

function waitingListColumns({ columns }: ExportWording): Column[] {
  return [
    { header: columns.position, key: 'position', width: 10 },
    { header: columns.children, key: 'children', width: 32 },
    { header: columns.parent, key: 'parent', width: 24 },
    { header: columns.email, key: 'email', width: 28 },
    { header: columns.phone, key: 'phone', width: 16 },
    { header: columns.joinedAt, key: 'joinedAt', width: 17, style: { numFmt: TIME_FORMAT } },
    { header: columns.status, key: 'status', width: 16 },
    { header: columns.offerUntil, key: 'offerUntil', width: 17, style: { numFmt: TIME_FORMAT } },
  ];
}

/** A day of the stage whose attendance was taken, and the enrollments present that day. */
export interface AttendanceDay {
  readonly day: string;
  readonly present: readonly string[];
}

/**
 * One row per accepted child, one column per day attendance was taken (1 when present, empty
 * when absent), the days each child was present, and a last row counting each day's present.
 */
function addAttendanceSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  wording: ExportWording,
  enrollments: readonly EnrollmentListItem[],
  days: readonly AttendanceDay[],
) {
  const columns = wording.columns;
  const presentOn = days.map((day) => new Set(day.present));
  const accepted = enrollments.filter((enrollment) => enrollment.status === 'accepted');
  const rows = accepted.map((enrollment) => {
    const row: Record<string, unknown> = {
      lastName: enrollment.child_last_name,
      firstName: enrollment.child_first_name,
    };
    presentOn.forEach((present, index) => {
      row[`day${index}`] = present.has(enrollment.id) ? 1 : null;
    });
    row.total = presentOn.filter((present) => present.has(enrollment.id)).length;
    return row;
  });
  const totals: Record<string, unknown> = { lastName: wording.presentThatDay };
  presentOn.forEach((_present, index) => {
    totals[`day${index}`] = rows.filter((row) => row[`day${index}`] === 1).length;
  });
  addSheet(
    workbook,
    wording.attendanceSheet,
    [
      { header: columns.lastName, key: 'lastName', width: 18 },
      { header: columns.firstName, key: 'firstName', width: 16 },
      ...days.map((day, index) => ({
        header: day.day.split('-').reverse().join('/'),
        key: `day${index}`,
        width: 11,
      })),
      { header: wording.daysPresent, key: 'total', width: 14 },
    ],
    [...rows, totals],
  );
}

/** A sheet whose rows are written out as they come, not kept: a year's export holds thousands. */
function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Column[],
  rows: Iterable<Record<string, unknown>>,
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
}

function* mapped<T>(items: Iterable<T>, toRow: (item: T) => Record<string, unknown>) {
  for (const item of items) yield toRow(item);
}

/**
 * The organizer's workbook: a sheet of enrollments with their bills (by child, then date), one
 * counting each option's takers where options were taken, and,
 * for a stage, a sheet of the accepted children's medical information and one of its waiting
 * list in its order, titled in `language`. Dates and amounts are Excel dates and numbers, so
 * that the organizer can sort and add them up.
 */
export async function enrollmentWorkbook(
  enrollments: readonly EnrollmentListItem[],
  language: Language,
  stage?: {
    readonly medical: readonly MedicalSheet[];
    readonly waitingList: readonly OrganizerWaitingListEntry[];
    /** The days attendance was taken, each with the enrollments present. */
    readonly attendance: readonly AttendanceDay[];
  },
): Promise<Buffer> {
  const wording = exportWordings[language];
  const yesNo = (value: boolean) => (value ? wording.yes : wording.no);
  const file: Buffer[] = [];
  const output = new PassThrough().on('data', (chunk: Buffer) => file.push(chunk));
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Stages';
  addSheet(
    workbook,
    wording.enrollmentsSheet,
    enrollmentColumns(wording),
    mapped([...enrollments].sort(byChildThenStart(language)), (enrollment) => ({
      stage: enrollment.stage_name ?? null,
      startsOn: dayOf(enrollment.starts_at),
      endsOn: dayOf(enrollment.ends_at),
      lastName: enrollment.child_last_name ?? null,
      firstName: enrollment.child_first_name ?? null,
      birthDate: dayCell(enrollment.child_birth_date),
      age: enrollment.age_on_first_day,
      // An erased child's row keeps no answer.
      photoConsent:
        enrollment.child_last_name === null
          ? null
          : wording.photoConsents[
              enrollment.child_photo_consent_answered
                ? enrollment.child_photo_consent
                : 'unanswered'
            ],
      parent: enrollment.parent_name ?? null,
      email: enrollment.parent_email ?? null,
      phone: enrollment.parent_phone ?? null,
      status: wording.statuses[enrollment.status],
      requestedAt: brusselsCell(enrollment.requested_at),
      decidedAt: brusselsCell(enrollment.decided_at),
      options: optionsOf(enrollment).join(', ') || null,
      reducedPrice: wording.reducedPrices[enrollment.reduced_price] || null,
      price: enrollment.price_cents / 100,
      invoiceNumber: enrollment.invoice_number ?? null,
      paymentStatus: enrollment.payment_status
        ? wording.paymentStatuses[enrollment.payment_status]
        : null,
      amountPaid: amountPaid(enrollment),
      paymentDate: dayCell(enrollment.payment_date),
      paymentMethod: enrollment.payment_method
        ? wording.paymentMethods[enrollment.payment_method]
        : null,
    })),
  );
  const takers = [...optionTakers(enrollments)];
  // Only where the stages offer options: the other workbooks stay as they were.
  if (takers.length > 0) {
    addSheet(
      workbook,
      wording.optionsSheet,
      optionColumns(wording),
      mapped(takers, (row) => ({ ...row, childcare: yesNo(row.care) })),
    );
  }
  if (stage) {
    addSheet(
      workbook,
      wording.medicalSheet,
      medicalColumns(wording),
      mapped(stage.medical, (child) => ({
        stage: child.stage_name,
        lastName: child.last_name,
        firstName: child.first_name,
        birthDate: dayCell(child.birth_date),
        canSwim: yesNo(child.can_swim),
        tetanus: yesNo(child.tetanus_vaccine),
        disabled: yesNo(child.disabled),
        allergies: child.allergies,
        diet: child.diet,
        medications: child.medications,
        importantInfo: child.important_info,
        height: child.height_cm,
        weight: child.weight_kg,
        doctor: child.doctor_name,
        doctorPhone: child.doctor_phone,
      })),
    );
    addSheet(
      workbook,
      wording.waitingListSheet,
      waitingListColumns(wording),
      mapped(stage.waitingList, (entry) => ({
        position: entry.position,
        children: entry.children
          .map((child) => [child.first_name, child.last_name].filter(Boolean).join(' '))
          .join(', '),
        parent: entry.parent_name,
        email: entry.parent_email,
        phone: entry.parent_phone,
        joinedAt: brusselsCell(entry.joined_at),
        status: wording.waitingStatuses[entry.status],
        offerUntil: entry.status === 'offered' ? brusselsCell(entry.offer_expires_at) : null,
      })),
    );
  }
  if (stage && stage.attendance.length > 0) {
    addAttendanceSheet(workbook, wording, enrollments, stage.attendance);
  }
  // The file is whole once the stream the writer ends has given its last chunk.
  await Promise.all([workbook.commit(), finished(output)]);
  return Buffer.concat(file);
}
