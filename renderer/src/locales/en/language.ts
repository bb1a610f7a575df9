export const language = {
  button: 'Language',
  choose: 'Choose language',
};
