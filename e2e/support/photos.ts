import { expect, type Locator } from '@playwright/test';

/**
 * Each card's photos show whole and inside their card: the drawn box keeps the photo's own
 * proportions (a caption drawn along its edge is not cropped), and the card's texts fit their
 * boxes. Returns the photos' top edges, in card order.
 */
export async function expectWholePhotos(cards: Locator): Promise<number[]> {
  await expect(cards.first()).toBeVisible();
  let tops: number[] = [];
  // asked again until the photos have loaded
  await expect(async () => {
    const measured = await cards.evaluateAll((nodes) =>
      nodes.map((card) => {
        const cardBox = card.getBoundingClientRect();
        const image = card.querySelector('img');
        if (!image) return { ok: false, why: 'no photo', top: 0 };
        const box = image.getBoundingClientRect();
        const inside =
          box.left >= cardBox.left - 0.5 &&
          box.right <= cardBox.right + 0.5 &&
          box.top >= cardBox.top - 0.5 &&
          box.bottom <= cardBox.bottom + 0.5;
        const drawn = box.width / box.height;
        const own = image.naturalWidth / image.naturalHeight;
        const clippedText = Array.from(card.querySelectorAll('h3, p')).filter(
          (text) => text.scrollWidth > text.clientWidth,
        );
        // A photo an operator uploads in another shape (3:2, the console journey's) is drawn in
        // the card's 20:13 box, losing at most a few percent of its height.
        const ok = image.complete && inside && Math.abs(drawn - own) < 0.05 && !clippedText.length;
        return {
          ok,
          why: JSON.stringify({ inside, drawn, own, clipped: clippedText.length }),
          top: box.top,
        };
      }),
    );
    for (const card of measured) expect(card.ok, card.why).toBe(true);
    tops = measured.map((card) => card.top);
  }).toPass();
  return tops;
}
