// "Available from … to …" on the staff talent lists and the package picker (docs/product.md#bookings),
// checked by the API's own rule so the page names the same field with the same words.
import { availabilitySchema } from "#common/schemas/booking";

export type AvailabilityDays = { from: string; to: string };

/**
 * The filter's days, or the messages that say what is wrong with them, each naming its field (both
 * or neither, to on or after from, real dates); neither when the filter is off.
 */
export function availability(days: AvailabilityDays): {
  range: AvailabilityDays | null;
  errors: Partial<Record<keyof AvailabilityDays, string>>;
} {
  const parsed = availabilitySchema.safeParse({ availableFrom: days.from || null, availableTo: days.to || null });
  if (parsed.success) return { range: parsed.data, errors: {} };
  const errors: Partial<Record<keyof AvailabilityDays, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] === "availableFrom" ? "from" : "to"] ??= issue.message;
  return { range: null, errors };
}
