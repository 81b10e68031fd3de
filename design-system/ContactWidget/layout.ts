/** Seed 000 §9: at this width and below the widget is a bottom sheet; above it, a panel by the button. */
const CONTACT_WIDGET_MOBILE_MAX_WIDTH_PX = 768;
export const CONTACT_WIDGET_MOBILE_QUERY = `(max-width: ${CONTACT_WIDGET_MOBILE_MAX_WIDTH_PX}px)`;
