import { defineCatalogue } from '@site/i18n/catalogue';

/** The file field's own words; its refusals are the contract's (contracts/uploads.ts), said through the API's table. */
export const FILE_UPLOAD_TEXT = defineCatalogue(
  'file-upload',
  {
    dragHint: 'Drag the file here, or',
    choose: 'Choose a file',
    limits: '{types}, up to {size}',
    remove: 'Remove {name}',
    uploadingFile: 'Uploading {name}',
    uploading: 'Uploading...',
    oneFile: 'Please choose one file.',
    bytes: 'Bytes',
  },
  {
    dragHint: 'Arrastre el archivo aquí, o',
    choose: 'Elija un archivo',
    limits: '{types}, de hasta {size}',
    remove: 'Quitar {name}',
    uploadingFile: 'Subiendo {name}',
    uploading: 'Subiendo...',
    oneFile: 'Elija un solo archivo.',
    bytes: 'bytes',
  },
);
