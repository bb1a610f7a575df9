export const content = {
  empty: 'Nothing here yet',
  pageMissing: 'This page is not available',
  products: 'Products',
  gallery: 'Gallery',
  toppings: 'Toppings',
  required: 'required',
  bookingLater: 'Booking opens here soon',
};
