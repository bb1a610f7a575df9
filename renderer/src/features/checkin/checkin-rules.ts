export interface CheckinValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  arrivalTime: string;
}

export type CheckinField = keyof CheckinValues;
export type CheckinProblem = 'required' | 'email' | 'phone' | 'time';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The backend's phone rule: a plus and 7-15 digits; spaces, dashes and brackets are the guest's to type. */
export const normalisePhone = (phone: string) => phone.replace(/[\s\-()]/g, '');
const PHONE = /^\+\d{7,15}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What keeps the check-in from being sent, by field (the backend checks the same). */
export function checkinProblems(values: CheckinValues): Partial<Record<CheckinField, CheckinProblem>> {
  const problems: Partial<Record<CheckinField, CheckinProblem>> = {};
  if (!values.firstName.trim()) problems.firstName = 'required';
  if (!values.lastName.trim()) problems.lastName = 'required';
  if (!values.email.trim()) problems.email = 'required';
  else if (!EMAIL.test(values.email.trim())) problems.email = 'email';
  if (!values.phone.trim()) problems.phone = 'required';
  else if (!PHONE.test(normalisePhone(values.phone))) problems.phone = 'phone';
  if (!values.arrivalTime) problems.arrivalTime = 'required';
  else if (!TIME.test(values.arrivalTime)) problems.arrivalTime = 'time';
  return problems;
}
