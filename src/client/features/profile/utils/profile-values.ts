import type { FormErrors } from '@mantine/form';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  type Profile,
  ProfileUpdateSchema,
} from '../../../../shared/account.js';
import { schemaErrors } from '../../../lib/form-errors.js';

/** The profile form's fields; select values are strings. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
  /** Select values are strings; a number input's is a string while it is empty or half typed. */
  settings: {
    timeZone: string;
    currency: string;
    firstDayOfWeek: string;
    travelBufferBeforeMinutes: number | string;
    travelBufferAfterMinutes: number | string;
    /** Per mile in the home currency, as typed ("0.70"). */
    mileageRate: string;
    weeklyTargetHours: number | string;
  };
}

export function profileValues(profile: Profile): ProfileValues {
  const { firstName, lastName, email, settings } = profile;
  return {
    firstName,
    lastName,
    email,
    password: '',
    confirmPassword: '',
    currentPassword: '',
    settings: {
      timeZone: settings.timeZone,
      currency: settings.currency,
      firstDayOfWeek: String(settings.firstDayOfWeek),
      travelBufferBeforeMinutes: settings.travelBufferBeforeMinutes,
      travelBufferAfterMinutes: settings.travelBufferAfterMinutes,
      mileageRate: settings.mileageRate,
      weeklyTargetHours: settings.weeklyTargetHours,
    },
  };
}

/** The password changes only when a new one is entered. */
export const changesPassword = (values: ProfileValues) => values.password !== '';

export const changesEmail = (values: ProfileValues, profile: Profile) =>
  values.email.trim().toLowerCase() !== profile.email.toLowerCase();

const updateInput = ({ firstName, lastName, settings }: ProfileValues) => ({
  firstName,
  lastName,
  settings: { ...settings, firstDayOfWeek: Number(settings.firstDayOfWeek) },
});
const passwordInput = ({ currentPassword, password, confirmPassword }: ProfileValues) => ({
  currentPassword,
  password,
  confirmPassword,
});
const emailInput = ({ email, currentPassword }: ProfileValues) => ({ email, currentPassword });

/** The form's errors, checked by the schemas of the calls that saving it makes. */
export function profileErrors(values: ProfileValues, profile: Profile): FormErrors {
  return {
    ...schemaErrors(ProfileUpdateSchema, updateInput(values)),
    ...(changesPassword(values) ? schemaErrors(ChangePasswordSchema, passwordInput(values)) : {}),
    ...(changesEmail(values, profile) ? schemaErrors(ChangeEmailSchema, emailInput(values)) : {}),
  };
}

/** The calls that saving valid `values` makes: names and settings always, password and address when changed. */
export function profileChanges(values: ProfileValues, profile: Profile) {
  return {
    update: ProfileUpdateSchema.parse(updateInput(values)),
    password: changesPassword(values) ? ChangePasswordSchema.parse(passwordInput(values)) : undefined,
    email: changesEmail(values, profile) ? ChangeEmailSchema.parse(emailInput(values)) : undefined,
  };
}
