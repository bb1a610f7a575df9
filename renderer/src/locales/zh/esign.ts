export const esign = {
  guest: '客人',
  room: '房间',
  stay: '入住',
  signHere: '请用手指在下方框内签名。',
  padLabel: '签名框',
  clear: '清除',
  sign: '签名',
  sending: '正在发送…',
  signedAt: '签署于 {{time}}',
  thanks: '谢谢，酒店已收到您签署的文件。',
  reference: '编号 {{code}}',
  failed: '签名发送失败，请重试。',
};
