export const screens = {
  settings: {
    language: 'Language',
    parentalLockHint: 'A four-digit PIN locks the adult TV channels and the minibar. Whoever knows the PIN can lift the lock.',
  },
  welcome: {
    title: 'Welcome to {{hotel}}',
    greeting: 'Welcome, {{name}}',
    openMenu: 'Open the menu',
    logIn: 'Log in',
  },
  hotels: {
    intro: 'Every hotel of the group has its own app. Choose the one you are staying at.',
    current: 'You are here',
    loading: 'Loading the hotels',
    failed: 'The list of hotels could not be loaded',
    retry: 'Try again',
  },
  sources: {
    intro: 'Where the information in this app comes from, and the software it is built with.',
    information: 'Information',
    content: 'Menus, pages, prices and pictures',
    contentBy: '{{hotel}}',
    weather: 'Weather',
    weatherBy: "The hotel's weather service",
    flights: 'Flight schedules',
    flightsBy: '{{airport}}',
    software: 'Software',
    app: 'Stay, version {{version}}',
    component: 'Component',
    licence: 'Licence',
  },
  gallery: {
    title: 'Gallery',
    pictureOf: 'Picture {{index}} of {{count}}',
    previous: 'Previous',
    next: 'Next',
  },
};
