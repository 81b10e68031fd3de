import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonLdScripts, structuredDataFor } from './structured-data';

const SITE = 'https://www.example.com';
const absoluteUrl = z.string().url().startsWith(SITE);

/** The schema.org shapes we publish, as search engines read them. */
const ZInsuranceAgency = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('InsuranceAgency'),
  name: z.string().min(1),
  url: absoluteUrl,
  logo: absoluteUrl,
  telephone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/),
  email: z.string().email(),
  openingHoursSpecification: z
    .array(
      z.object({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
        opens: z.string().regex(/^\d{2}:\d{2}$/),
        closes: z.string().regex(/^\d{2}:\d{2}$/),
      }),
    )
    .min(1),
  areaServed: z.array(z.object({ '@type': z.literal('State'), name: z.string().min(1) })).length(49),
});

const ZBreadcrumbList = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().min(1), name: z.string().min(1), item: absoluteUrl })).min(2),
});

describe('structured data', () => {
  it('describes the agency on every page: telephone, hours, the 49 states served', () => {
    const [agency, ...rest] = structuredDataFor(SITE, '/aboutus');
    const parsed = ZInsuranceAgency.parse(agency);
    expect(parsed.telephone).toBe('+1-800-555-0142');
    expect(parsed.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' });
    expect(parsed.areaServed.map((state) => state.name)).not.toContain('Alaska');
    expect(rest).toEqual([]);
  });

  it('gives each guide its breadcrumb, numbered from 1 and ending at the guide', () => {
    const [, breadcrumb] = structuredDataFor(SITE, '/products/floodinsurance');
    const parsed = ZBreadcrumbList.parse(breadcrumb);
    expect(parsed.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(parsed.itemListElement.at(-1)).toMatchObject({ name: 'Flood Insurance', item: `${SITE}/products/floodinsurance` });
  });

  it('writes data blocks that cannot close their script element', () => {
    expect(jsonLdScripts([{ name: '</script><script>alert(1)</script>' }])).not.toContain('</script><script>');
  });
});
