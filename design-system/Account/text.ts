import { defineCatalogue } from '@site/i18n/catalogue';

/** The sign-in panel's and the passkey list's words. */
export const SIGN_IN_PANEL_TEXT = defineCatalogue(
  'sign-in-panel',
  {
    title: 'Sign in to your account',
    checkEmail: 'Check your e-mail',
    again: 'Use another address, or send the link again',
    formLabel: 'Sign in with an e-mailed link',
    intro: 'We e-mail you a link that signs you in: no password to remember. Use the address you gave on your requests.',
    email: 'Email',
    send: 'E-mail me a sign-in link',
    or: 'or',
    passkey: 'Sign in with a passkey',
  },
  {
    title: 'Inicie sesión en su cuenta',
    checkEmail: 'Revise su correo electrónico',
    again: 'Usar otra dirección o enviar el enlace de nuevo',
    formLabel: 'Iniciar sesión con un enlace por correo',
    intro: 'Le enviamos por correo un enlace que inicia su sesión: no hay contraseña que recordar. Use la dirección que dio en sus solicitudes.',
    email: 'Correo electrónico',
    send: 'Enviarme un enlace para iniciar sesión',
    or: 'o',
    passkey: 'Iniciar sesión con una llave de acceso',
  },
);

export const PASSKEY_LIST_TEXT = defineCatalogue(
  'passkey-list',
  {
    title: 'Passkeys',
    intro: 'A passkey signs you in on this device with your fingerprint, face or screen lock. A link e-mailed to you always works too.',
    none: 'You have no passkeys yet.',
    added: 'Added {added}',
    lastUsed: ' · last used {used}',
    notUsed: ' · not used yet',
    remove: 'Remove',
    removeLabel: 'Remove passkey {name}',
    addLabel: 'Add a passkey',
    name: 'Name this passkey',
    nameHint: 'So you can tell it apart: “My phone”, “Work laptop”.',
    nameRequired: 'Passkey name is required',
    add: 'Add a passkey',
    unsupported: 'This browser cannot make passkeys. Sign in with a link e-mailed to you.',
  },
  {
    title: 'Llaves de acceso',
    intro:
      'Una llave de acceso inicia su sesión en este dispositivo con su huella, su cara o el bloqueo de pantalla. Un enlace que le enviemos por correo siempre funciona también.',
    none: 'Todavía no tiene llaves de acceso.',
    added: 'Agregada el {added}',
    lastUsed: ' · usada por última vez el {used}',
    notUsed: ' · todavía no se ha usado',
    remove: 'Quitar',
    removeLabel: 'Quitar la llave de acceso {name}',
    addLabel: 'Agregar una llave de acceso',
    name: 'Nombre de esta llave de acceso',
    nameHint: 'Para distinguirla: “Mi teléfono”, “Computadora del trabajo”.',
    nameRequired: 'El nombre de la llave de acceso es obligatorio',
    add: 'Agregar una llave de acceso',
    unsupported: 'Este navegador no puede crear llaves de acceso. Inicie sesión con un enlace que le enviemos por correo.',
  },
);

/** A request's card (My requests, /dashboard): its lines and headings; its title, kind and statuses are the API's English, said through its table. */
export const REQUEST_CARD_TEXT = defineCatalogue(
  'request-card',
  {
    /** Under the title: its reference and when it came, and its kind when the page names it. */
    received: '{reference} · Received {when}',
    receivedKind: '{kind} · {reference} · Received {when}',
    status: 'Status:',
    /** A status's moment in the history, alone on its line. */
    at: '{when}',
    history: 'Status history',
    details: 'What you asked',
  },
  {
    received: '{reference} · Recibida el {when}',
    receivedKind: '{kind} · {reference} · Recibida el {when}',
    status: 'Estado:',
    at: '{when}',
    history: 'Historial de estados',
    details: 'Lo que pidió',
  },
);

/** A linked policy's card (My policies). The policy's type names the policy in Spanish; a type we do not list keeps its own name. */
export const POLICY_CARD_TEXT = defineCatalogue(
  'policy-card',
  {
    title: '{type, select, other {{type}}} policy {number}',
    effective: 'Effective {date} · {city}, {state}',
    carrier: 'Carrier:',
    website: 'Website',
    websiteOf: ' of {carrier} (opens in a new tab)',
    pay: 'Make a Payment',
    claim: 'File a Claim',
    withCarrier: ' with {carrier} (opens in a new tab)',
    byPhone: '{action}: {phone}',
    change: 'Request a change',
    changeTo: ' to policy {number}',
  },
  {
    title:
      '{type, select, Home {Póliza de hogar} Auto {Póliza de auto} Flood {Póliza contra inundaciones} Umbrella {Póliza de responsabilidad civil adicional (umbrella)} Condo {Póliza de condominio} Renters {Póliza de inquilino} Landlord {Póliza de propietario arrendador} Boat {Póliza de embarcación} Motorcycle {Póliza de motocicleta} other {Póliza {type}}} {number}',
    effective: 'Vigente desde el {date} · {city}, {state}',
    carrier: 'Aseguradora:',
    website: 'Sitio web',
    websiteOf: ' de {carrier} (se abre en una pestaña nueva)',
    pay: 'Hacer un pago',
    claim: 'Presentar un reclamo',
    withCarrier: ' con {carrier} (se abre en una pestaña nueva)',
    byPhone: '{action}: {phone}',
    change: 'Pedir un cambio',
    changeTo: ' en la póliza {number}',
  },
);
