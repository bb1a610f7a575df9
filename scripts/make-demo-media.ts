/**
 * `npx tsx scripts/make-demo-media.ts`: makes the demo hotels' TV channels and radio stations from their lists.
 *
 * Each channel (resources/hotels/{hotel}/content/channellist.json) becomes a 4-second HLS stream of fMP4 segments:
 * an ffmpeg test pattern with the channel's number and name, a running clock and a tone of its own. Each radio
 * station (radiolist.json) becomes a 6-second MP3 loop: a sox chord of its own with espeak-ng saying its name.
 * The output is committed; rerun this only when a list changes. Needs ffmpeg, sox and espeak-ng (Debian packages).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RadioStation, TvChannel } from '../common/api/content';

const HOTELS = resolve(import.meta.dirname, '../resources/hotels');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
const PATTERNS = ['smptebars', 'smptehdbars', 'pal75bars', 'rgbtestsrc', 'pal100bars', 'yuvtestsrc'];
const SECONDS = 4;
const RADIO_SECONDS = 6;
/** Root notes of the stations' chords, in semitones above A3. */
const CHORD_ROOTS = [0, 3, 5, 7, 10, 2, 8, 12];

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });

function makeChannel(media: string, channel: TvChannel, at: number, work: string): void {
  const base = `channel-${channel.id}`;
  for (const name of readdirSync(media)) if (name.startsWith(`${base}.m3u8`) || name.startsWith(`${base}-`)) unlinkSync(join(media, name));
  const label = join(work, `${base}.txt`);
  writeFileSync(label, `${channel.index}  ${channel.name}`);
  const pattern = PATTERNS[at % PATTERNS.length];
  const tone = 220 * 2 ** ((at * 2) / 12);
  run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `${pattern}=size=480x270:rate=12:duration=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=${tone.toFixed(1)}:sample_rate=22050:duration=${SECONDS}`,
    '-vf', [
      'drawbox=x=0:y=150:w=iw:h=80:color=black@0.75:t=fill',
      `drawtext=fontfile=${FONT}:textfile=${label}:fontsize=36:fontcolor=white:x=(w-tw)/2:y=160`,
      `drawtext=fontfile=${MONO}:text='%{pts\\:hms}':fontsize=20:fontcolor=white:x=(w-tw)/2:y=202`,
    ].join(','),
    '-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryslow', '-crf', '34',
    '-g', '12', '-keyint_min', '12', '-sc_threshold', '0', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '16k', '-ac', '1',
    '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4',
    '-hls_fmp4_init_filename', `${base}-init.mp4`, '-hls_segment_filename', join(media, `${base}-%d.m4s`),
    join(media, `${base}.m3u8`),
  ]);
}

function makeStation(media: string, station: RadioStation, at: number, work: string): void {
  const root = CHORD_ROOTS[at % CHORD_ROOTS.length] ?? 0;
  const note = (semitones: number) => (220 * 2 ** ((root + semitones) / 12)).toFixed(1);
  const chord = join(work, `chord-${station.id}.wav`);
  const voice = join(work, `voice-${station.id}.wav`);
  const mixed = join(work, `station-${station.id}.wav`);
  run('sox', ['-n', '-r', '22050', '-c', '1', chord, 'synth', String(RADIO_SECONDS),
    'pluck', note(0), 'pluck', note(4), 'pluck', note(7), 'remix', '-', 'tremolo', '2', '40', 'fade', '0.05', String(RADIO_SECONDS), '0.4', 'gain', '-8']);
  run('espeak-ng', ['-v', 'en', '-s', '150', '-w', voice, station.name.en ?? station.stationId]);
  run('sox', ['-m', chord, '|sox ' + voice + ' -r 22050 -c 1 -p pad 0.3 ' + RADIO_SECONDS, mixed, 'trim', '0', String(RADIO_SECONDS)]);
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', mixed, '-c:a', 'libmp3lame', '-b:a', '16k', '-ac', '1', '-ar', '22050',
    join(media, `radio-${station.stationId}.mp3`)]);
}

const work = mkdtempSync(join(tmpdir(), 'stay-media-'));
try {
  for (const hotel of readdirSync(HOTELS)) {
    const content = join(HOTELS, hotel, 'content');
    const media = join(HOTELS, hotel, 'media');
    const channels = JSON.parse(readFileSync(join(content, 'channellist.json'), 'utf8')) as TvChannel[];
    const stations = JSON.parse(readFileSync(join(content, 'radiolist.json'), 'utf8')) as RadioStation[];
    channels.forEach((channel, at) => makeChannel(media, channel, at, work));
    stations.forEach((station, at) => makeStation(media, station, at, work));
    const bytes = readdirSync(media)
      .filter((name) => /^(channel-\d+(\.m3u8|-.*)|radio-.*\.mp3)$/.test(name))
      .reduce((sum, name) => sum + statSync(join(media, name)).size, 0);
    console.log(`${hotel}: ${channels.length} channels, ${stations.length} stations, ${Math.round(bytes / 1024)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
