import type { Dictionary } from '../types';

export const screens: NonNullable<Dictionary['screens']> = {
  settings: {
    language: '语言',
    parentalLockHint: '四位数 PIN 码会锁定成人电视频道和迷你吧。知道 PIN 码的人可以解除锁定。',
  },
  welcome: {
    title: '欢迎来到{{hotel}}',
    greeting: '欢迎，{{name}}',
    openMenu: '打开菜单',
    logIn: '登录',
  },
  hotels: {
    intro: '集团的每家酒店都有自己的应用。请选择您入住的酒店。',
    current: '您在这里',
    loading: '正在加载酒店',
    failed: '无法加载酒店列表',
    retry: '重试',
  },
  sources: {
    intro: '本应用中的信息来自何处，以及构建它所用的软件。',
    information: '信息',
    content: '菜单、页面、价格和图片',
    contentBy: '{{hotel}}',
    weather: '天气',
    weatherBy: '酒店的天气服务',
    flights: '航班时刻表',
    flightsBy: '{{airport}}',
    software: '软件',
    app: 'Stay，版本 {{version}}',
    component: '组件',
    licence: '许可证',
  },
  gallery: {
    title: '图库',
    pictureOf: '第 {{index}} 张，共 {{count}} 张',
    previous: '上一张',
    next: '下一张',
  },
};
