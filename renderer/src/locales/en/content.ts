export const content = {
  empty: 'Nothing here yet',
  pageMissing: 'This page is not available',
  bookSlot: 'Choose a time slot',
  products: 'Products',
  gallery: 'Gallery',
  required: 'required',
  openHours: 'Open {{hours}}',
};
