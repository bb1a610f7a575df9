export const push = {
  error: "خطأ في الإشعارات، الرمز: {{result}}",
  offerTitle: "الإشعارات",
  offer: "استلم ردود الفندق حتى عندما يكون التطبيق مغلقًا.",
  enable: "تفعيل الإشعارات",
  notNow: "ليس الآن",
};
