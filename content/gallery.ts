/**
 * The Cards & List gallery: portrait cards of abstract landscapes. The images are made for the
 * project by scripts/make-gallery-images.mjs (public/gallery/<id>.svg, 480 × 600); a new entry
 * needs a scene there with the same id. `likes` is the count shown before the visitor's own like. The
 * gallery shows exactly these seven items.
 */
export interface GalleryImage {
  /** Path under the site root. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
}

export interface GalleryItem {
  /** Stable id: the image's file name and the item's key. */
  readonly id: string;
  readonly title: string;
  /** One line for the card. */
  readonly description: string;
  /** A paragraph for the detail view. */
  readonly longDescription: string;
  readonly image: GalleryImage;
  /** Likes by other visitors (the visitor's own like adds one). */
  readonly likes: number;
}

const image = (id: string, alt: string): GalleryImage => ({ src: `/gallery/${id}.svg`, width: 480, height: 600, alt });

export const galleryItems: readonly GalleryItem[] = [
  {
    id: 'dune-sea',
    title: 'Dune Sea',
    description: 'Warm ridges of sand under a low afternoon sun.',
    longDescription:
      'Four bands of sand overlap from a pale horizon to deep umber in the foreground. The soft curves come from a handful of sine waves, so no two dunes repeat, and the sun sits in a haze of its own light.',
    image: image('dune-sea', 'Layered orange sand dunes below a pale sun in a peach sky'),
    likes: 17,
  },
  {
    id: 'tidal-blue',
    title: 'Tidal Blue',
    description: 'Rolling swells in four shades of the sea.',
    longDescription:
      'A calm morning over open water: each swell is a little darker and closer than the one behind it. The small ripples on every crest keep the layers from looking flat.',
    image: image('tidal-blue', 'Blue ocean swells in layers under a white sun and a light blue sky'),
    likes: 19,
  },
  {
    id: 'aurora-night',
    title: 'Aurora Night',
    description: 'A green veil of light over a dark mountain range.',
    longDescription:
      'Stars scatter across a deep navy sky while a blurred green band drifts above the moon. Jagged ridges in near-black teal frame the scene and give it depth.',
    image: image('aurora-night', 'A green aurora and a full moon above dark jagged mountains in a starry sky'),
    likes: 23,
  },
  {
    id: 'red-canyon',
    title: 'Red Canyon',
    description: 'Sharp rock walls glowing at sunset.',
    longDescription:
      'Terracotta and rust layers step down into the canyon. The broken outlines of the rock contrast with the smooth gradient of the evening sky.',
    image: image('red-canyon', 'Jagged red and rust coloured canyon ridges below a pale sun in an orange sky'),
    likes: 29,
  },
  {
    id: 'spring-meadow',
    title: 'Spring Meadow',
    description: 'Fresh green hills on a bright, mild day.',
    longDescription:
      'Gentle hills in spring greens roll towards a soft horizon. The light sky and the small sun keep the picture quiet, a good background for text.',
    image: image('spring-meadow', 'Soft green hills in four shades under a small sun in a pale green sky'),
    likes: 31,
  },
  {
    id: 'lavender-dusk',
    title: 'Lavender Dusk',
    description: 'Violet hills fading into a pink evening.',
    longDescription:
      'The last light turns the sky from blush to periwinkle while the hills settle into deep violet. A study in one hue, from its lightest to its darkest tone.',
    image: image('lavender-dusk', 'Purple hills in layers below a pink sun in a pink and violet sky'),
    likes: 37,
  },
  {
    id: 'glacier',
    title: 'Glacier',
    description: 'Icy peaks in cool, clean blues.',
    longDescription:
      'Pale ice meets a white sky; only the nearest ridges carry any colour. Sharp, uneven outlines suggest fractured ice rather than rock.',
    image: image('glacier', 'Light blue icy peaks below a white sun in an almost white sky'),
    likes: 43,
  },
];
