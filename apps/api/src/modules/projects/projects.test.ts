import { AR_COMMON, AR_PROJECTS, EN, LIMITS } from '@app/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isImageServed } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { smallImagePath } from '../../lib/images';

const t = useTestApp();

type FilePart = { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function png(width = 1600, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

const fields = {
  title: 'Nile Bites Ordering App',
  desc: 'A fast ordering app for a Cairo restaurant chain.',
  body: 'We designed and built the app in 12 weeks.',
  icon: 'smartphone',
  client: 'Nile Bites',
  category: 'Mobile Apps',
};

async function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  formFields: Record<string, string>,
  file?: FilePart,
) {
  const body = multipart(formFields, file);
  return t().app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': body.contentType },
    payload: body.payload,
  });
}

let titleCounter = 0;
function uniqueTitle(base: string) {
  titleCounter += 1;
  return `${base} ${titleCounter}`;
}

describe('portfolio projects', () => {
  it('creates a project with a real PNG, stored as WebP and served at /uploads/', async () => {
    const writer = await signIn(t(), 'Contant');
    const res = await send('POST', '/api/projects', writer.token, fields, {
      name: 'image',
      filename: 'cover.png',
      contentType: 'image/png',
      data: await png(),
    });
    expect(res.statusCode).toBe(201);
    const project = res.json().data;
    expect(project).toMatchObject({
      slug: 'nile-bites-ordering-app',
      title: fields.title,
      desc: fields.desc,
      body: fields.body,
      icon: 'smartphone',
      client: 'Nile Bites',
      category: 'Mobile Apps',
    });
    expect(project.image).toMatch(/^\/uploads\/projects\/[a-f0-9]{32}\.webp$/);
    expect(await isImageServed(t(), project.image)).toBe(true);
    expect(await isImageServed(t(), smallImagePath(project.image))).toBe(true);

    const served = await t().app.inject({ url: project.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const one = await t().app.inject({ url: '/api/projects/nile-bites-ordering-app' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(project);
    const list = await t().app.inject({ url: '/api/projects' });
    expect(list.json().data).toContainEqual(project);
  });

  it('refuses a duplicate title with 409 and text named .png with 415', async () => {
    const admin = await signIn(t(), 'Admin');
    const title = uniqueTitle('Red Sea Resort');
    expect((await send('POST', '/api/projects', admin.token, { ...fields, title })).statusCode).toBe(201);
    const clash = await send('POST', '/api/projects', admin.token, {
      ...fields,
      title: `${title.toUpperCase()}!`,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0]).toEqual({ msg: AR_PROJECTS.slugTaken, path: 'title' });

    const fake = await send(
      'POST',
      '/api/projects',
      admin.token,
      { ...fields, title: uniqueTitle('Fake') },
      {
        name: 'image',
        filename: 'photo.png',
        contentType: 'image/png',
        data: Buffer.from('this is plain text pretending to be a PNG'),
      },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0]).toEqual({ msg: AR_COMMON.imageType, path: 'image' });
  });

  it('refuses an image over 10 MB with 413 and the Arabic message', async () => {
    const admin = await signIn(t(), 'Admin');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(LIMITS.imageMaxBytes + 1024)]);
    const title = uniqueTitle('Too Big');
    const res = await send(
      'POST',
      '/api/projects',
      admin.token,
      { ...fields, title },
      {
        name: 'image',
        filename: 'big.png',
        contentType: 'image/png',
        data: big,
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(AR_COMMON.imageSize);
    const list = await t().app.inject({ url: '/api/projects' });
    expect(list.json().data.map((p: { title: string }) => p.title)).not.toContain(title);
  });

  it('validates the fields with the Arabic messages', async () => {
    const admin = await signIn(t(), 'Admin');
    const noTitle = await send('POST', '/api/projects', admin.token, { ...fields, title: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors[0]).toEqual({ msg: AR_PROJECTS.titleRequired, path: 'title' });
    const noDesc = await send('POST', '/api/projects', admin.token, {
      ...fields,
      title: uniqueTitle('X'),
      desc: '',
    });
    expect(noDesc.json().errors[0]).toEqual({ msg: AR_PROJECTS.descRequired, path: 'desc' });
    const badIcon = await send('POST', '/api/projects', admin.token, {
      ...fields,
      title: uniqueTitle('X'),
      icon: 'skull',
    });
    expect(badIcon.json().errors[0]).toEqual({ msg: AR_PROJECTS.iconInvalid, path: 'icon' });
  });

  it('edits text and image, keeps the image when none is sent, and deletes with its files', async () => {
    const admin = await signIn(t(), 'Admin');
    const created = await send(
      'POST',
      '/api/projects',
      admin.token,
      { ...fields, title: uniqueTitle('Fintech') },
      {
        name: 'image',
        filename: 'a.png',
        contentType: 'image/png',
        data: await png(800, 400),
      },
    );
    const { _id: id, image: firstImage } = created.json().data;

    const textOnly = await send('PUT', `/api/projects/${id}`, admin.token, {
      ...fields,
      title: 'Masary Wallet Identity',
      desc: 'New desc',
    });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json().data).toMatchObject({
      slug: 'masary-wallet-identity',
      desc: 'New desc',
      image: firstImage,
    });

    const withImage = await send(
      'PUT',
      `/api/projects/${id}`,
      admin.token,
      { ...fields, title: 'Masary Wallet Identity' },
      {
        name: 'image',
        filename: 'b.gif',
        contentType: 'image/gif',
        data: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0' } })
          .gif()
          .toBuffer(),
      },
    );
    expect(withImage.statusCode).toBe(200);
    const secondImage = withImage.json().data.image;
    expect(secondImage).not.toBe(firstImage);
    expect(await isImageServed(t(), firstImage)).toBe(false);

    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await isImageServed(t(), secondImage)).toBe(false);
    const gone = await t().app.inject({ url: '/api/projects/masary-wallet-identity' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(EN.projects.notFound);

    const again = await t().app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
    const edit404 = await send('PUT', `/api/projects/${id}`, admin.token, fields);
    expect(edit404.statusCode).toBe(404);
    expect(edit404.json().error).toBe(AR_PROJECTS.notFound);
  });

  it('reorders: the listed projects first, in the given order', async () => {
    const admin = await signIn(t(), 'Admin');
    const ids: string[] = [];
    for (const name of ['Order A', 'Order B', 'Order C']) {
      const res = await send('POST', '/api/projects', admin.token, { ...fields, title: uniqueTitle(name) });
      ids.push(res.json().data._id);
    }
    const [a, b, c] = ids as [string, string, string];
    const res = await t().app.inject({
      method: 'PUT',
      url: '/api/projects/order',
      headers: bearer(admin.token),
      payload: { ids: [c, a, b] },
    });
    expect(res.statusCode).toBe(200);
    const list = (await t().app.inject({ url: '/api/projects' })).json().data as {
      _id: string;
      sortOrder: number;
    }[];
    expect(list.slice(0, 3).map((p) => p._id)).toEqual([c, a, b]);
    expect(list.map((p) => p.sortOrder)).toEqual(list.map((_, i) => i));

    const invalid = await t().app.inject({
      method: 'PUT',
      url: '/api/projects/order',
      headers: bearer(admin.token),
      payload: { ids: ['nope'] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(AR_PROJECTS.orderInvalid);
  });

  it('lets only Admin and Contant change projects; anyone reads them', async () => {
    for (const role of ['Supporter', 'Scanner', 'User'] as const) {
      const user = await signIn(t(), role);
      const res = await send('POST', '/api/projects', user.token, { ...fields, title: uniqueTitle(role) });
      expect(res.statusCode).toBe(403);
      const order = await t().app.inject({
        method: 'PUT',
        url: '/api/projects/order',
        headers: bearer(user.token),
        payload: { ids: [] },
      });
      expect(order.statusCode).toBe(403);
    }
    const anonymous = await send('POST', '/api/projects', undefined, fields);
    expect(anonymous.statusCode).toBe(401);
    const anonymousDelete = await t().app.inject({
      method: 'DELETE',
      url: '/api/projects/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymousDelete.statusCode).toBe(401);
    expect((await t().app.inject({ url: '/api/projects' })).statusCode).toBe(200);
  });
});
