export const push = {
  error: "推送通知错误，代码：{{result}}",
  offerTitle: "通知",
  offer: "即使应用已关闭，也能收到酒店的回复。",
  enable: "开启通知",
  notNow: "暂不",
};
