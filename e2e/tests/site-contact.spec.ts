import { adminLogin, api, expect, test } from '../support/fixtures';

test.describe('public contact form', () => {
  test('shows the validation messages for empty and invalid fields', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByText('Full Name is required.')).toBeVisible();
    await expect(form.getByText('Invalid email address.')).toBeVisible();
    await expect(form.getByText('Invalid phone number.')).toBeVisible();
    await expect(form.getByText('Please select a request type.')).toBeVisible();
    await expect(form.getByText('Message cannot be empty.')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Full Name').fill('Mona Abdelrahman');
    await form.getByLabel('Email').fill('mona@example');
    await form.getByLabel('Phone').fill('0101234abc');
    await form.getByLabel('Request Type').selectOption('Inquiry');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByText('Invalid email address.')).toBeVisible();
    await expect(form.getByText('Invalid phone number.')).toBeVisible();
    await expect(form.getByText('Full Name is required.')).toHaveCount(0);
    await expect(form.getByText('Please select a request type.')).toHaveCount(0);
    await expect(form.getByText('Message cannot be empty.')).toHaveCount(0);

    await form.getByLabel('Phone').fill('0101234');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Invalid phone number.')).toBeVisible();
  });

  test('a valid request is sent, confirmed in a dialog, clears the form and reaches the staff', async ({
    page,
  }) => {
    const email = `mona.${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full Name').fill('Mona Abdelrahman');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('01012345678');
    await form.getByLabel('Request Type').selectOption('Service Request');
    await form.getByLabel('Message').fill('We need a bilingual website for our clinic in Maadi.');

    // Hold the request so the in-flight state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact/contact-messages', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    const dialog = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Your request has been successfully submitted and you will receive a response within the next 24 hours.',
    );
    // Escape closes the dialog and stays on the page, where the form has been cleared.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Request Type')).toHaveValue('');

    const admin = await adminLogin();
    const list = await api('GET', '/api/contact/contact-messages', { token: admin.accessToken });
    expect(list.body.data.some((m: { email: string }) => m.email === email)).toBe(true);
  });

  test('the success dialog Close button leads home', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full Name').fill('Karim Nabil');
    await form.getByLabel('Email').fill('karim@example.com');
    await form.getByLabel('Phone').fill('201001234567');
    await form.getByLabel('Request Type').selectOption('Technical Issue');
    await form.getByLabel('Message').fill('The booking page of our site shows an error.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a refused request and a network failure show their error dialogs', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full Name').fill('Mona Abdelrahman');
    await form.getByLabel('Email').fill('mona@example.com');
    await form.getByLabel('Phone').fill('01012345678');
    await form.getByLabel('Request Type').selectOption('Other');
    await form.getByLabel('Message').fill('Hello from the tests.');

    await page.route('**/api/contact/contact-messages', (route) =>
      route.fulfill({ status: 400, json: { success: false, error: 'x', errors: [{ msg: 'x' }] } }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('An error occurred, please try again.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Full Name')).toHaveValue('Mona Abdelrahman');

    await page.unroute('**/api/contact/contact-messages');
    await page.route('**/api/contact/contact-messages', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('There was an error connecting to the server.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
