import type { ServerWords } from './words';

const NUMBER_WORDS = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

export const es: ServerWords = {
  sourceNote: {
    illustrative: 'Casa ilustrativa, inventada para la demostración',
    sold: (date) => `Vendida el ${date}`,
    listed: (date) => `Anunciada el ${date}`,
  },
  share: {
    practice: 'práctica (sin clasificación)',
    notGuessedYet: 'aún sin estimar',
    canYouBeatMe: '¿Me superas?',
    playCurrentChallenge: (challenge) => `Juega ${challenge}:`,
    card: {
      invitation: (brand) => `¿Lo superas? Juega en ${brand}`,
      pricesHidden: 'Los precios siguen ocultos hasta que estimas',
    },
  },
  heads: {
    siteTitle: (brand) => `${brand}: adivina por cuánto se venden las casas`,
    siteDescription:
      'Adivina el precio de ventas reales de viviendas y de casas ilustrativas, solo o con amigos, compara tu puntuación en clasificaciones en directo y comparte tus resultados.',
    keywords:
      'juego de precios de viviendas, adivina el precio, quiz inmobiliario, juego inmobiliario, valor de una vivienda',
    regionKeyword: (region) => `precios de viviendas en ${region}`,
    notFound: 'Página no encontrada',
    scored: (player, score, what) => `${player} ha sacado ${score} en ${what}`,
    practiceSuffix: ' (práctica)',
    yetToGuess: (player, home) => `${player} aún no ha estimado ${home}`,
    beatSession: (player, homes, game, brand) =>
      `¿Superas a ${player}? Adivina el precio de ${homes} viviendas de ${game} en ${brand}.`,
    beatHome: (player, game, brand) =>
      `¿Superas a ${player}? Adivina el precio de ventas recientes en ${game} en ${brand}.`,
    sitePages: {
      home: { title: '{brand}: adivina por cuánto se venden las casas' },
      games: { title: 'Juegos', description: 'Todos los juegos de {brand}, en todos los formatos, para jugar.' },
      oneOffs: {
        title: 'Juegos puntuales',
        description:
          'Juegos puntuales: un juego para una ocasión, una fiesta o un boletín, que puede cerrar a una hora fijada.',
      },
      oneOffGames: { title: 'Juegos puntuales' },
      oneOffGames2: { title: 'Juegos puntuales' },
      klavo: {
        title: 'Juegos klavo',
        description: 'Klavo: juega al momento como invitado y da tu nombre solo al final, para la clasificación.',
      },
      ultima: {
        title: 'Juegos ultima',
        description: 'Ultima: el formato difícil. Solo fotos y lugar, sin datos, y la mitad o el doble puntúan igual.',
      },
      realtyGameSession: {
        title: 'Tu progreso en las recopilaciones',
        description:
          'Tu progreso en las recopilaciones de ventas recientes: las viviendas estimadas, tus puntos y cada resultado.',
      },
      priceGuessSession: {
        title: 'Tus partidas en curso',
        description: 'Las partidas que has empezado en este navegador, para seguir donde lo dejaste.',
      },
      priceGuessTokens: {
        title: 'Jugar con un código',
        description: 'Introduce el código que te ha dado el anfitrión para jugar a su juego: un juego por código.',
      },
      dailyChallenge: {
        title: 'El reto de hoy',
        description:
          'El reto diario: cinco viviendas, las mismas para todos hoy, un intento cada una, con su propia clasificación y tu racha de días jugados.',
      },
      weeklyChallenge: {
        title: 'El reto de esta semana',
        description:
          'El reto semanal: diez viviendas, las mismas para todos esta semana, un intento cada una, con su propia clasificación.',
      },
      party: {
        title: 'Jugar con amigos',
        description:
          'Abre una sala para hasta 10 jugadores o únete a una con su código: las mismas viviendas para todos, un temporizador y un marcador en directo.',
      },
      partyRoom: {
        title: 'Sala de juego',
        description:
          'Una sala de juego: estima el precio de cada vivienda antes de que acabe el tiempo y mira quién se acercó más.',
      },
      partyScreen: {
        title: 'Sala de juego: pantalla compartida',
        description:
          'La pantalla compartida de una sala, para una tele o un proyector: el código, las viviendas, el temporizador y las puntuaciones.',
      },
      priceGame: { title: 'El juego de los precios' },
      clear: {
        title: 'Borrar los datos del juego',
        description: 'Borra los datos del juego guardados en este navegador.',
      },
      accessError: { title: 'Error de acceso', description: 'Ha habido un problema al acceder a la página.' },
      login: {
        title: 'Iniciar sesión',
        description: 'Inicia sesión en tu cuenta: tus juegos, resultados y clasificaciones en cualquier navegador.',
      },
      createAccount: {
        title: 'Crear una cuenta',
        description: 'Crea una cuenta para conservar tus juegos, resultados y clasificaciones en cualquier navegador.',
      },
      createGame: { title: 'Crear un juego' },
      scootManagement: { title: 'Gestionar los juegos de este sitio' },
    },
    gamePages: {
      gameWithMap: { title: 'Mapa: {game}' },
      superbee: { title: 'Gestionar este juego' },
      propertySuperbee: { title: 'Editar esta vivienda' },
      guesstimates: {
        title: 'Las estimaciones de todos: {home} | {game}',
        description: 'Lo que estimaron los jugadores de {game} para {home}, una vez que tú la hayas estimado.',
      },
      guesstimatesManage: { title: 'Gestionar las estimaciones' },
      leaderboard: {
        title: 'Clasificación: {game}',
        description: 'Los mejores jugadores de {game} de hoy, de esta semana, de este mes y de siempre.',
      },
      'roundup.results': { title: 'Resultado: {home} | {game}' },
      'roundup.detailedResults': { title: 'Resultado detallado: {home} | {game}' },
      clearGuest: {
        title: 'Olvidarme en este dispositivo',
        description: 'Borra tu sesión de invitado de este navegador.',
      },
      cameron: { title: 'Los comentarios de Cameron: {game}' },
      propertyCameron: { title: 'Los comentarios de Cameron: {game}' },
    },
  },
  play: {
    noSuchSession: 'Esa partida no existe.',
    notYourSession: 'Esta partida es de otro jugador.',
    homeNotInSession: 'Esa vivienda no forma parte de esta partida.',
    nameAtEnd: 'Este juego te pide el nombre al final, cuando hayas jugado.',
    gameClosed: 'Este juego ha cerrado: solo se pueden ver sus resultados.',
    gameClosedToGuesses: 'Este juego ha cerrado: ya no admite estimaciones.',
    gameNotOpen: 'Este juego no está abierto ahora mismo.',
    noHomes: 'Este juego aún no tiene viviendas que estimar.',
    noSuchGame: (slug) => `No hay ningún juego llamado «${slug}».`,
    noLeaderboard: 'Este juego no tiene clasificación.',
    alreadyPlayed: (what) => `Ya has jugado ${what}: mira tu resultado.`,
    thisGame: 'este juego',
    nameTaken: 'Este juego tomó tu nombre al empezar.',
    finishFirst: 'Termina el juego primero y luego da tu nombre para la clasificación.',
    alreadyNamed: 'Esta partida ya tiene nombre.',
    alreadyGuessed: 'Ya has estimado esta vivienda en esta partida.',
    guessInOrder: 'Estima las viviendas en orden: esta viene más adelante.',
    guessFirstToSeeOthers: 'Estima primero esta vivienda para ver las estimaciones de los demás.',
    noHomesForChallenge: 'Este sitio aún no tiene viviendas para un reto.',
    challengeDescription: (homes, period) => {
      const count = NUMBER_WORDS[homes] ?? String(homes);
      const when = period === 'daily' ? 'hoy' : 'esta semana';
      return `${count.charAt(0).toUpperCase()}${count.slice(1)} viviendas, las mismas para todos los jugadores ${when}: un intento cada una y una clasificación propia.`;
    },
    enterToken: 'Introduce el código de entrada que te dio el anfitrión.',
    tokenNeeded: 'A este juego se entra con un código de su anfitrión.',
    tokenRefused: 'Ese código de entrada no es válido o ya se ha usado.',
  },
  party: {
    roundCounts: 'Una partida en sala tiene 3, 5 o 10 rondas.',
    roundSeconds: (min, max) => `Una ronda dura de ${min} a ${max} segundos.`,
    fewerRounds: (homes) => `Este juego tiene ${homes} viviendas: elige menos rondas.`,
    playAgainWhenFinished: 'Podrás volver a jugar cuando termine este juego.',
    started: 'Este juego ya ha empezado.',
    needsAPlayer: 'Un juego necesita al menos un jugador en la sala.',
    noRound: 'No se está jugando ninguna ronda en esta sala.',
    presenting: 'Estás presentando esta sala: los jugadores estiman en sus propias pantallas.',
    joinedMidRound: 'Has entrado durante esta ronda: juegas a partir de la siguiente.',
    alreadyGuessed: 'Ya has estimado esta ronda.',
    timeUp: 'Se acabó el tiempo de esta ronda: ya no se admiten estimaciones.',
    emptySeat: (seat) => `No hay ningún jugador en el asiento ${seat}.`,
    hostRemovesSelf: 'El anfitrión no puede expulsarse a sí mismo: sal de la sala.',
  },
};
