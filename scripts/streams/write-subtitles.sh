#!/usr/bin/env bash
# Writes the multi clip's placeholder WebVTT subtitles (fr, de) covering its 16 s:
# <dir>/text-fr/subs.vtt and <dir>/text-de/subs.vtt. Some cues straddle a 2 s segment
# boundary on purpose: the live route splits them per segment.
set -euo pipefail
DIR="$1"
write() {
  local lang="$1"; shift
  mkdir -p "$DIR/text-$lang"
  {
    printf 'WEBVTT\n'
    local i=0
    while (($#)); do
      i=$((i + 1))
      printf '\n%d\n%s --> %s\n%s\n' "$i" "$1" "$2" "$3"
      shift 3
    done
  } > "$DIR/text-$lang/subs.vtt"
}
write fr 00:00:00.500 00:00:03.000 "[FR] Bonjour et bienvenue" \
  00:00:03.500 00:00:06.000 "[FR] Ceci est un sous-titre de test" \
  00:00:06.500 00:00:09.500 "[FR] La piste audio française est un son grave" \
  00:00:10.000 00:00:13.000 "[FR] Changez de langue dans le lecteur" \
  00:00:13.500 00:00:15.800 "[FR] Fin de la boucle"
write de 00:00:00.500 00:00:03.000 "[DE] Guten Tag und willkommen" \
  00:00:03.500 00:00:06.000 "[DE] Dies ist ein Test-Untertitel" \
  00:00:06.500 00:00:09.500 "[DE] Die deutsche Tonspur ist etwas höher" \
  00:00:10.000 00:00:13.000 "[DE] Wechseln Sie die Sprache im Player" \
  00:00:13.500 00:00:15.800 "[DE] Ende der Schleife"
