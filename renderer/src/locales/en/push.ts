export const push = {
  error: "Push notification error, result: {{result}}",
  offerTitle: "Notifications",
  offer: "Get the hotel’s replies even when the app is closed.",
  enable: "Turn on notifications",
  notNow: "Not now",
};
