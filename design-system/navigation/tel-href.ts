/** A telephone link of digits only (and a leading plus, if the number has one): "(800) 555-0142" → "tel:8005550142". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
