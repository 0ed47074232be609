import { expect, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * What the apartment page does while it hydrates on a phone counts towards its blocking time
 * (Lighthouse's budget, 0112). The first `Intl.NumberFormat` a page makes loads the locale's number
 * data: tens of milliseconds of one task on a phone. The loader formats the page's numbers instead
 * (prices since 0102, the size since 0112), so hydration makes no number format.
 */
const offerPath = (lng: string) =>
  `/${lng}/apartments/a-berlin-0001-1?from=${isoDateFromToday(40)}&to=${isoDateFromToday(70)}&guests=2`;

const SIZE = { en: /\d+ m² \([\d,]+ sq ft\)/, de: /\d+ m² \([\d.]+ ft²\)/ } as const;

for (const lng of ["en", "de"] as const) {
  test(`apartment (${lng}): hydrates without making a number format, and shows the size @phone`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { numberFormatsMade: made });
      const record = (locales: unknown) => made.push(String(locales));
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          record(args[0]);
          return Reflect.construct(target, args);
        },
        apply(target, self, args: Parameters<typeof Intl.NumberFormat>) {
          record(args[0]);
          return Reflect.apply(target, self, args);
        },
      });
    });
    await page.goto(tenantUrl("quartier", offerPath(lng)));
    await hydrated(page);
    await expect(page.getByTestId("offer-facts")).toContainText(SIZE[lng]);
    expect(await page.evaluate(() => (window as unknown as { numberFormatsMade: string[] }).numberFormatsMade)).toEqual(
      [],
    );
  });
}
