export const appQr = {
  title: '在手机上打开',
  label: '在您手机上打开酒店应用的二维码',
  hint: '用手机相机扫描。此码只能使用一次，每两分钟自动更新。',
  loading: '正在生成二维码…',
  failed: '无法生成二维码，请重试。',
  retry: '重试',
};
