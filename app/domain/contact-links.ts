/** A tel: link for a Korean phone number as written ("032-563-7700" → "tel:0325637700"). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
