/**
 * The designer's public profile: edit this file to change the name, links and contact details shown
 * across the site. External links open in a new tab.
 */
export const profile = {
  name: 'Lena Marsh',
  role: 'Product & UX Designer',
  /** Shown in every document title: "{page title} - {brand}". */
  brand: 'Lena Marsh',
  designSystem: 'Dotline',
  /**
   * SAMPLE contact details (e-mail and phone): placeholders to replace with real ones.
   * example.com is reserved for examples, and 555-0100…0199 numbers are reserved for fiction, so
   * neither reaches anybody.
   */
  email: 'hello@example.com',
  phone: '+1 555 0100',
  links: {
    profile: 'https://www.linkedin.com/',
    portfolio: 'https://www.behance.net/',
    community: 'https://dribbble.com/',
    booking: 'https://calendly.com/',
    messaging: 'https://t.me/',
  },
} as const;
