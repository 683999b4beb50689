import { ageOn, brusselsDay, type Child } from '@stages/contracts';
import type { ChildRow } from '../persistence/children.repository.js';

/** A child as the API answers it: its stored fields, and its age today in Belgium. */
export function toChild(row: ChildRow, today = brusselsDay()): Child {
  return {
    id: row.id,
    primary_parent_id: row.primary_parent_id,
    last_name: row.last_name,
    first_name: row.first_name,
    birth_date: row.birth_date,
    age: ageOn(row.birth_date, today),
    sex: row.sex,
    national_register_number: row.national_register_number,
    can_swim: row.can_swim,
    tetanus_vaccine: row.tetanus_vaccine,
    disabled: row.disabled,
    allergies: row.allergies,
    diet: row.diet,
    height: row.height_cm,
    weight: row.weight_kg === null ? null : Number(row.weight_kg),
    medications: row.medications,
    important_info: row.important_info,
    doctor_last_name: row.doctor_last_name,
    doctor_first_name: row.doctor_first_name,
    doctor_phone: row.doctor_phone,
    address: row.address,
    legal_representative_id: row.legal_representative_id,
    photo_consent: row.photo_consent,
    photo_consent_answered: row.photo_consent_answered,
  };
}
