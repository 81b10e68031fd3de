/**
 * Seed 001 §5 and §8: at phone width on a device with a camera, the state-insurer upload offers a photo of the
 * document; the photo is a JPEG named camera_capture_{time}, uploaded like a file; a refused camera says what
 * to do instead. Chromium's fake camera stands in for the device's: the full browser's, which the headless
 * shell the other specs use lacks.
 */
import { expect, test, ALSO_ON_PHONE } from './support/test';

const UPLOAD_PAGE = '/customerservice/citizens-upload/floodaffirmation';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

test.describe('a phone with a camera', () => {
  test.skip(({ isMobile }) => !isMobile, 'the camera is offered at phone widths');
  test.use({ permissions: ['camera'] });

  test('takes a photo of the document and uploads it as camera_capture_{time}.jpg', { tag: ALSO_ON_PHONE }, async ({ page }) => {
    await page.goto(UPLOAD_PAGE);
    await page.getByRole('button', { name: 'Take a Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a photo of your document' });
    await expect(dialog.getByLabel('Camera preview')).toBeVisible();
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await expect(dialog).toBeHidden();
    const file = page.getByTestId('file-upload-file');
    await expect(file).toContainText(/camera_capture_\d+\.jpg/);
    await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await expect(page.getByText(/^Uploaded: camera_capture_\d+\.jpg$/)).toBeVisible();
  });
});

test.describe('a phone whose camera is refused', () => {
  test.skip(({ isMobile }) => !isMobile, 'the camera is offered at phone widths');
  test.use({ permissions: [] });

  test('says the camera could not be used and to upload a file instead', { tag: ALSO_ON_PHONE }, async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto(UPLOAD_PAGE);
    await page.getByRole('button', { name: 'Take a Photo' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not access camera. Please check camera permissions or try uploading a file instead.');
  });
});

test('no camera button at desktop width', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop only');
  await page.goto(UPLOAD_PAGE);
  await expect(page.getByRole('button', { name: /Choose a file/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take a Photo' })).toHaveCount(0);
});
