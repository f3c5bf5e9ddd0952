import { AR_CONTACT_REQUESTS } from '@app/shared';
import { adminLogin, api, env, expect, loginThroughUi, test } from '../support/fixtures';

async function sendContactRequest(fullName: string, message: string) {
  const { status, body } = await api('POST', '/api/contact/contact-messages', {
    json: {
      fullName,
      email: `${fullName.toLowerCase().replaceAll(' ', '.')}@example.com`,
      phone: '01012345678',
      requestType: 'Service Request',
      message,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { _id: string };
}

test('contact requests are reviewed on /admin/messages: reject needs a reason, accept needs an interview', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const turnedDown = `Hana Reject ${tag}`;
  const hired = `Omar Accept ${tag}`;
  await sendContactRequest(turnedDown, `Please build us a game ${tag}`);
  await sendContactRequest(hired, `We need a clinic website ${tag}`);

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: AR_CONTACT_REQUESTS.title })).toBeVisible();

  const rowOf = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(rowOf(turnedDown)).toContainText(AR_CONTACT_REQUESTS.pending);
  await expect(rowOf(turnedDown)).toContainText(`Please build us a game ${tag}`);
  await expect(rowOf(hired)).toContainText(AR_CONTACT_REQUESTS.requestTypes['Service Request']!);

  // Reject without a reason: the dialog says a reason is needed and nothing changes.
  await rowOf(turnedDown).getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }).click();
  const rejectDialog = page.getByRole('dialog');
  await expect(rejectDialog.getByRole('heading', { name: AR_CONTACT_REQUESTS.rejectTitle })).toBeVisible();
  await rejectDialog.getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }).click();
  await expect(rejectDialog).toContainText(AR_CONTACT_REQUESTS.rejectReasonRequired);
  await rejectDialog.getByLabel(AR_CONTACT_REQUESTS.reason).fill('This is outside the services we offer');
  await expect(rejectDialog).not.toContainText(AR_CONTACT_REQUESTS.rejectReasonRequired);
  await rejectDialog.getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: AR_CONTACT_REQUESTS.rejectedOk })).toBeVisible();
  await expect(rowOf(turnedDown)).toContainText(AR_CONTACT_REQUESTS.rejected);
  await expect(
    rowOf(turnedDown).getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }),
  ).toBeDisabled();
  await expect(
    rowOf(turnedDown).getByRole('button', { name: AR_CONTACT_REQUESTS.accept, exact: true }),
  ).toBeDisabled();

  // Accept with a reason but no interview time: refused; with date and time: accepted and final.
  await rowOf(hired).getByRole('button', { name: AR_CONTACT_REQUESTS.accept, exact: true }).click();
  const acceptDialog = page.getByRole('dialog');
  await acceptDialog.getByLabel(AR_CONTACT_REQUESTS.reason).fill('Your project fits our web team');
  await acceptDialog.getByLabel(AR_CONTACT_REQUESTS.interviewDate).fill('2030-01-15');
  await acceptDialog.getByRole('button', { name: AR_CONTACT_REQUESTS.accept, exact: true }).click();
  await expect(acceptDialog).toContainText(AR_CONTACT_REQUESTS.interviewRequired);
  await acceptDialog.getByLabel(AR_CONTACT_REQUESTS.interviewTime).fill('14:30');
  await acceptDialog.getByRole('button', { name: AR_CONTACT_REQUESTS.accept, exact: true }).click();
  await expect(acceptDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: AR_CONTACT_REQUESTS.acceptedOk })).toBeVisible();
  const accepted = rowOf(hired);
  await expect(accepted).toContainText(AR_CONTACT_REQUESTS.accepted);
  // The interview, in Arabic (Egypt): 15 January 2030, 2:30 PM.
  await expect(accepted).toContainText('يناير');
  await expect(accepted).toContainText('٢:٣٠ م');
  await expect(
    accepted.getByRole('button', { name: AR_CONTACT_REQUESTS.accept, exact: true }),
  ).toBeDisabled();
  await expect(
    accepted.getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }),
  ).toBeDisabled();

  // The accepted filter lives in the URL and survives a reload; reset shows everything again.
  await page.getByRole('button', { name: AR_CONTACT_REQUESTS.accepted, exact: true }).click();
  await expect(page).toHaveURL(/status=accepted/);
  await expect(rowOf(hired)).toBeVisible();
  await expect(rowOf(turnedDown)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: AR_CONTACT_REQUESTS.accepted, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rowOf(hired)).toBeVisible();
  await expect(rowOf(turnedDown)).toHaveCount(0);
  await page.getByRole('button', { name: AR_CONTACT_REQUESTS.reset }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(rowOf(turnedDown)).toBeVisible();

  // A request sent while the screen is open appears by itself (10 s refresh), without a reload.
  const late = `Late Visitor ${tag}`;
  await sendContactRequest(late, `Arrived while the screen was open ${tag}`);
  await expect(rowOf(late)).toContainText(AR_CONTACT_REQUESTS.pending, { timeout: 15_000 });
});

test('a decision already taken elsewhere shows the server message', async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Race Case ${tag}`;
  const { _id } = await sendContactRequest(name, `Two staff at once ${tag}`);

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/messages?status=pending');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }).click();

  // Someone else rejects it first.
  const { accessToken } = await adminLogin();
  const other = await api('PUT', `/api/contact/contact-messages/${_id}`, {
    token: accessToken,
    json: { status: 'rejected', reason: 'Decided by a colleague' },
  });
  expect(other.status).toBe(200);

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(AR_CONTACT_REQUESTS.reason).fill('Me too');
  await dialog.getByRole('button', { name: AR_CONTACT_REQUESTS.reject, exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(AR_CONTACT_REQUESTS.alreadyDecided);
});
