export const marketing = {
  /** Stands for {username} when the guest's name is not known. */
  guest: 'ضيفنا',
};
