// Saving an album of 7 phone-sized photos. Generates 7 JPEG "photos" of 4000×3000 px (1.0–1.4 MB each, under
// the 1.5 MiB cap) in the page, uploads them through the editor's file input, adds the album, and reports the time
// taken and the size of `albums` in localStorage, against what the same album would take without re-encoding
// (the raw files as data URLs). Ours only: it drives ours' album editor and reads ours' storage.
// Prints figures, asserts nothing.
export const title = 'Gallery: saving an album of 7 phone photos (4000×3000 JPEG), ours only';

const PHOTOS = 7;
const STORAGE_BUDGET = 5 * 1024 * 1024;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

export async function run({ browser, sites }) {
  const ours = sites.find((site) => site.name === 'ours');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      console.log(`- dialog: ${dialog.type()} "${dialog.message()}"`);
      void dialog.accept();
    });
    await page.goto(ours.url('#/pages/gallery'));
    await page.getByRole('button', { name: 'Criar novo álbum' }).waitFor();

    // 7 different noisy landscapes, each encoded at the JPEG quality that lands it between 1.0 and 1.4 MB.
    const photos = await page.evaluate(async (count) => {
      const toBlob = (canvas, quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      const out = [];
      for (let n = 0; n < count; n += 1) {
        const canvas = document.createElement('canvas');
        canvas.width = 4000;
        canvas.height = 3000;
        const g = canvas.getContext('2d');
        const sky = g.createLinearGradient(0, 0, 0, 3000);
        sky.addColorStop(0, `hsl(${(n * 47) % 360} 70% 75%)`);
        sky.addColorStop(0.6, `hsl(${(n * 47 + 40) % 360} 55% 45%)`);
        sky.addColorStop(1, `hsl(${(n * 47 + 80) % 360} 40% 18%)`);
        g.fillStyle = sky;
        g.fillRect(0, 0, 4000, 3000);
        let seed = n * 7919 + 17;
        const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
        for (let i = 0; i < 400; i += 1) {
          g.fillStyle = `hsla(${Math.floor(rand() * 360)} 50% ${Math.floor(rand() * 60 + 20)}% / 0.35)`;
          g.beginPath();
          g.arc(rand() * 4000, rand() * 3000, rand() * 220 + 20, 0, Math.PI * 2);
          g.fill();
        }
        // Sensor-like grain: what makes real photos heavy.
        const image = g.getImageData(0, 0, 4000, 3000);
        const data = image.data;
        for (let i = 0; i < data.length; i += 4) {
          const grain = (rand() - 0.5) * 22;
          data[i] += grain;
          data[i + 1] += grain;
          data[i + 2] += grain;
        }
        g.putImageData(image, 0, 0);
        let low = 0.3;
        let high = 0.95;
        let best = null;
        for (let step = 0; step < 7; step += 1) {
          const quality = (low + high) / 2;
          const blob = await toBlob(canvas, quality);
          if (blob.size > 1.4e6) high = quality;
          else {
            best = blob;
            if (blob.size >= 1.0e6) break;
            low = quality;
          }
        }
        best ??= await toBlob(canvas, 0.3);
        const bytes = new Uint8Array(await best.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        out.push(btoa(binary));
      }
      return out;
    }, PHOTOS);
    const files = photos.map((base64, i) => ({ name: `IMG_20240${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') }));
    const fileBytes = files.reduce((sum, f) => sum + f.buffer.length, 0);
    console.log(`- ${PHOTOS} photos of 4000×3000 px: ${files.map((f) => `${(f.buffer.length / 1e6).toFixed(2)} MB`).join(', ')} (${mb(fileBytes)} in all)`);

    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    const editor = page.getByRole('dialog', { name: 'Novo álbum' });
    await editor.getByLabel('Título').fill('Bench');

    const started = Date.now();
    await editor.getByLabel('Enviar arquivos').setInputFiles(files);
    await editor.getByText(`${PHOTOS} de 7`).waitFor({ timeout: 120_000 });
    const read = Date.now();
    await editor.getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
    await page.waitForFunction((count) => (JSON.parse(localStorage.getItem('albums') ?? '[]')[0]?.images?.length ?? 0) === count, PHOTOS, {
      timeout: 60_000,
      polling: 50,
    });
    const saved = Date.now();

    const stored = await page.evaluate(() => {
      const raw = localStorage.getItem('albums') ?? '';
      const images = JSON.parse(raw)[0].images;
      return { chars: raw.length, images: images.map((src) => ({ type: src.slice(5, src.indexOf(';')), chars: src.length })) };
    });
    const sizes = await page.evaluate(async () => {
      const images = JSON.parse(localStorage.getItem('albums') ?? '[]')[0].images;
      return Promise.all(
        images.map(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}×${image.naturalHeight}`;
        }),
      );
    });
    // Without re-encoding each file would be stored as its own data URL: 4/3 of its bytes plus the header.
    const before = files.reduce((sum, f) => sum + 'data:image/jpeg;base64,'.length + Math.ceil(f.buffer.length / 3) * 4 + 3, 0) + 60;

    console.log(`- time to read, check and re-encode the ${PHOTOS} files: ${read - started} ms`);
    console.log(`- time from 'Adicionar Novo Álbum' to the album in localStorage: ${saved - read} ms`);
    console.log(`- total, file input to stored album: ${saved - started} ms`);
    console.log(`- stored images: ${stored.images.map((i) => `${i.type} ${(i.chars / 1e3).toFixed(0)} kB`).join(', ')}; ${[...new Set(sizes)].join(', ')} px`);
    console.log(`- localStorage "albums" without re-encoding: ${before} B (${mb(before)}) — ${before >= STORAGE_BUDGET ? 'over' : 'under'} the 5 MB warning`);
    console.log(`- localStorage "albums" after re-encoding:   ${stored.chars} B (${mb(stored.chars)}) — ${(stored.chars / before * 100).toFixed(1)} % of it, ${stored.chars >= STORAGE_BUDGET ? 'over' : 'under'} the 5 MB warning`);
    console.log('');
  } finally {
    await context.close();
  }
}
