export const messages = {
  placeholder: '输入消息…',
  send: '发送',
  sending: '正在发送…',
  notSent: '未发送。',
  retry: '重试',
  loadFailed: '无法加载此对话。',
  empty: '还没有消息。请在这里给我们留言，我们的回复也会显示在这里。',
  you: '您',
  writeTo: '发送给{{name}}的消息',
  unread: '未读：{{count}}',
  chooseRecipient: '您想联系谁？',
  unknownRecipient: '此对话不可用。',
};
