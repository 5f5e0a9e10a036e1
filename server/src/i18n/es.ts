import type { AreaName } from './words';
import type { KingCountyWords, ServerWords } from './words';

const NUMBER_WORDS = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

// Counting rooms (masculine nouns): "ningún dormitorio", "un baño", "dos baños"; beyond ten, or a fraction, the digits.
const ROOM_COUNTS = ['ningún', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const VIEW = ['', 'modestas', 'normales', 'buenas', 'excelentes'];
const CONDITION = ['', 'mal estado', 'estado regular', 'estado normal', 'buen estado', 'muy buen estado'];
// The King County assessor's building grades; 1 to 3 fall short of minimum building standards.
const GRADE = [
  '',
  'deficiente',
  'deficiente',
  'deficiente',
  'baja',
  'aceptable',
  'media baja',
  'media',
  'buena',
  'superior',
  'muy buena',
  'excelente',
  'de lujo',
  'de mansión',
];
const SQFT_PER_SQUARE_METRE = 10.7639;

const decimal = (n: number) => n.toLocaleString('es-ES');
const count = (n: number, one: string, many: string) =>
  `${(Number.isInteger(n) && ROOM_COUNTS[n]) || decimal(n)} ${n === 0 || n === 1 ? one : many}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
// "el University District", "Fremont y Wallingford"; after "de", "del University District".
const place = (area: AreaName) => `${area.definite ? 'el ' : ''}${listOf(area.names)}`;
const ofPlace = (area: AreaName) => (area.definite ? `del ${listOf(area.names)}` : `de ${listOf(area.names)}`);
const renovation = (year: number | null) => (year ? ` y reformada en ${year}` : '');
const soldIn = (month: number, year: number) => `${MONTHS[month - 1]} de ${year}`;

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function levels(floors: number): string {
  if (floors === 1) return 'de una planta';
  if (floors === 1.5) return 'de planta y media';
  return `de ${(Number.isInteger(floors) && NUMBER_WORDS[floors]) || decimal(floors)} plantas`;
}

// Every sentence speaks of "la casa"; areas in square metres, as a Spanish reader counts them (the facts keep feet).
const kingCounty: KingCountyWords = {
  title: (bedrooms, townhouse) =>
    `${townhouse ? 'Casa adosada' : 'Casa'} ${bedrooms === 0 ? 'tipo estudio' : `de ${bedrooms} ${bedrooms === 1 ? 'dormitorio' : 'dormitorios'}`}`,
  near: (neighbourhood) => `Casa cerca ${ofPlace(neighbourhood)}`,
  inZip: (zip) => `Casa en el código postal ${zip}`,
  rooms: (bedrooms, bathrooms) =>
    `${count(bedrooms, 'dormitorio', 'dormitorios')} y ${count(bathrooms, 'baño', 'baños')}`,
  area: (squareFeet) => `${decimal(Math.round(squareFeet / SQFT_PER_SQUARE_METRE))} m²`,
  kind: (floors, townhouse) => `${townhouse ? 'casa adosada' : 'casa'} ${levels(floors)}`,
  openers: [
    ({ kind, area, rooms }) => `Una ${kind} en ${place(area)} con ${rooms}.`,
    ({ kind, area, rooms }) => `${capitalise(rooms)} en una ${kind} en ${place(area)}.`,
    ({ kind, area, rooms, size }) => `Esta ${kind} en ${place(area)} tiene ${rooms} y ${size} de superficie habitable.`,
  ],
  lot: [(lot) => `Se levanta sobre una parcela de ${lot}.`, (lot) => `La parcela mide ${lot}.`],
  size: [
    (size, lot) => `${size} de superficie habitable${lot ? ` en una parcela de ${lot}` : ''}.`,
    (size, lot) => `Ofrece ${size} interiores${lot ? ` y la parcela mide ${lot}` : ''}.`,
  ],
  waterfront: ['Está justo frente al agua.', 'Una propiedad frente al agua.'],
  view: [
    (rating) => `El tasador calificó sus vistas de ${VIEW[rating]} (${rating} de 4).`,
    (rating) => `Tiene unas vistas ${VIEW[rating]} (${rating} de 4).`,
  ],
  condition: (rating) =>
    rating <= 2
      ? `Registrada en ${CONDITION[rating]} (${rating} de 5): habrá que hacer obras.`
      : rating >= 4
        ? `Conservada en ${CONDITION[rating]} (${rating} de 5).`
        : `Estado calificado como normal (3 de 5).`,
  grade: (grade) => `Calidad de construcción ${grade} de 13 (${GRADE[grade]}).`,
  renovated: (year) => `Reformada en ${year}.`,
  newlyBuilt: (year) => `De obra nueva, construida en ${year}.`,
  older: (built, renovated) => `Una casa antigua, construida en ${built}${renovation(renovated)}.`,
  built: [
    (built, renovated) => `Construida en ${built}${renovation(renovated)}.`,
    (built, renovated) => `Data de ${built}${renovated ? ` y se reformó en ${renovated}` : ''}.`,
  ],
  sold: [
    (month, year, _place) => `Vendida en ${soldIn(month, year)}.`,
    (month, year, _place) => `La venta se registró en ${soldIn(month, year)}.`,
    (month, year, { neighbourhood, city }) =>
      `${neighbourhood ? `${capitalise(place(neighbourhood))}, ${city}` : city}; vendida en ${soldIn(month, year)}.`,
  ],
};

export const es: ServerWords = {
  list: listOf,
  sourceNote: {
    illustrative: 'Casa ilustrativa, inventada para la demostración',
    sold: (date) => `Vendida el ${date}`,
    listed: (date) => `Anunciada el ${date}`,
    kingCounty: 'Registro público de ventas del condado de King',
    listingOn: (host) => `Anuncio en ${host}`,
  },
  placeOnlyTitle: (city) => `Una casa en ${city}`,
  kingCounty,
  pictures: {
    bedroom: (n) => `Dormitorio ${n}`,
    bedroomShort: (n) => `Dorm. ${n}`,
    bathroom: 'Baño',
    enSuite: 'Baño en suite',
    enSuiteShort: 'Suite',
    bath: (n) => `Baño ${n}`,
    bathShort: 'Baño',
    wc: (_uk) => 'Aseo',
    wcShort: 'Aseo',
    living: (_uk) => 'Salón',
    livingShort: 'Salón',
    kitchen: (uk) => (uk ? 'Cocina-comedor' : 'Cocina'),
    kitchenShort: 'Cocina',
    studio: 'Estudio',
    floors: (_uk) => ['Planta baja', 'Primera planta', 'Segunda planta'],
    floorPlan: 'Plano',
    // Metres only: a Spanish reader does not count in square feet.
    area: (squareMetres, _squareFeet, _uk) => `Aprox. ${squareMetres} m² · solo ilustrativo`,
    illustrative: 'Ilustrativa',
    alt: (kind, home) => {
      const prefix = { front: 'Fachada', street: 'Vista de la calle', plan: 'Plano' }[kind];
      const water = home.waterfront && kind !== 'plan' ? ', frente al agua' : '';
      const invented = home.illustrative ? ' (casa ilustrativa, inventada)' : '';
      return `${prefix}: ${home.title}, ${home.city}${water}${invented}`;
    },
    aHome: 'casa',
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
      'Adivina el precio de casas vendidas de verdad y de casas ilustrativas, solo o con amigos, compara tu puntuación en clasificaciones en directo y comparte tus resultados.',
    keywords:
      'juego de precios de viviendas, adivina el precio, quiz inmobiliario, juego inmobiliario, valor de una vivienda',
    regionKeyword: (region) => `precios de viviendas en ${region}`,
    notFound: 'Página no encontrada',
    scored: (player, score, what) => `${player} ha sacado ${score} en ${what}`,
    practiceSuffix: ' (práctica)',
    yetToGuess: (player, home) => `${player} aún no ha estimado ${home}`,
    beatSession: (player, homes, game, brand) =>
      `¿Superas a ${player}? Adivina el precio de ${homes} casas de ${game} en ${brand}.`,
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
          'Tu progreso en las recopilaciones de ventas recientes: las casas estimadas, tus puntos y cada resultado.',
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
          'El reto diario: cinco casas, las mismas para todos hoy, un intento cada una, con su propia clasificación y tu racha de días jugados.',
      },
      weeklyChallenge: {
        title: 'El reto de esta semana',
        description:
          'El reto semanal: diez casas, las mismas para todos esta semana, un intento cada una, con su propia clasificación.',
      },
      party: {
        title: 'Jugar con amigos',
        description:
          'Abre una sala para hasta 10 jugadores o únete a una con su código: las mismas casas para todos, un temporizador y un marcador en directo.',
      },
      partyRoom: {
        title: 'Sala de juego',
        description:
          'Una sala de juego: estima el precio de cada casa antes de que acabe el tiempo y mira quién se acercó más.',
      },
      partyScreen: {
        title: 'Sala de juego: pantalla compartida',
        description:
          'La pantalla compartida de una sala, para una tele o un proyector: el código, las casas, el temporizador y las puntuaciones.',
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
      propertySuperbee: { title: 'Editar esta casa' },
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
    homeNotInSession: 'Esa casa no forma parte de esta partida.',
    nameAtEnd: 'Este juego te pide el nombre al final, cuando hayas jugado.',
    gameClosed: 'Este juego ha cerrado: solo se pueden ver sus resultados.',
    gameClosedToGuesses: 'Este juego ha cerrado: ya no admite estimaciones.',
    gameNotOpen: 'Este juego no está abierto ahora mismo.',
    noHomes: 'Este juego aún no tiene casas que estimar.',
    noSuchGame: (slug) => `No hay ningún juego llamado «${slug}».`,
    noLeaderboard: 'Este juego no tiene clasificación.',
    alreadyPlayed: (what) => `Ya has jugado ${what}: mira tu resultado.`,
    thisGame: 'este juego',
    nameTaken: 'Este juego tomó tu nombre al empezar.',
    finishFirst: 'Termina el juego primero y luego da tu nombre para la clasificación.',
    alreadyNamed: 'Esta partida ya tiene nombre.',
    alreadyGuessed: 'Ya has estimado esta casa en esta partida.',
    guessInOrder: 'Estima las casas en orden: esta viene más adelante.',
    guessFirstToSeeOthers: 'Estima primero esta casa para ver las estimaciones de los demás.',
    homeInParty:
      'Esta casa se está jugando ahora mismo en directo en una sala de fiesta: adivina su precio cuando la fiesta lo haya revelado.',
    noHomesForChallenge: 'Este sitio aún no tiene casas para un reto.',
    challengeDescription: (homes, period) => {
      const count = NUMBER_WORDS[homes] ?? String(homes);
      const when = period === 'daily' ? 'hoy' : 'esta semana';
      return `${count.charAt(0).toUpperCase()}${count.slice(1)} casas, las mismas para todos los jugadores ${when}: un intento cada una y una clasificación propia.`;
    },
    enterToken: 'Introduce el código de entrada que te dio el anfitrión.',
    tokenNeeded: 'A este juego se entra con un código de su anfitrión.',
    tokenRefused: 'Ese código de entrada no es válido o ya se ha usado.',
    noGame: 'Ese juego no existe.',
    homeNotInAnyGame: 'Esa casa no forma parte de ningún juego.',
    homeNotInGame: 'Esa casa no forma parte de este juego.',
    reasonsOnlyInCommunity: 'Solo se pueden añadir motivos en los juegos de la comunidad.',
    reasonGiven: 'Ya has dado un motivo para esta estimación.',
    guessBeforeReason: 'Estima primero esta casa y luego di por qué.',
    enterPlayerName: 'Escribe un nombre de jugador.',
    longPlayerName: (max) => `Un nombre de jugador puede tener como máximo ${max} caracteres.`,
  },
  party: {
    roundCounts: 'Una partida en sala tiene 3, 5 o 10 rondas.',
    roundSeconds: (min, max) => `Una ronda dura de ${min} a ${max} segundos.`,
    fewerRounds: (homes) => `Este juego tiene ${homes} casas: elige menos rondas.`,
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
    fewerHomesNow: (homes) => `Este juego tiene ahora ${homes} casas: abre una sala con menos rondas.`,
    codesInUse: 'Ahora mismo todos los códigos de sala están en uso: vuelve a intentarlo dentro de un minuto.',
    hostOnly: {
      playAgain: 'Solo el anfitrión puede volver a jugar.',
      start: 'Solo el anfitrión puede empezar el juego.',
      remove: 'Solo el anfitrión puede expulsar a un jugador.',
    },
    noSuchRoom: 'Ninguna sala tiene ese código: compruébalo con tu anfitrión.',
    tokenGame:
      'A este juego se entra con un código de su anfitrión, uno por jugador: no se puede jugar en una sala de fiesta.',
    nameTaken: (name) => `Alguien en esta sala ya se llama "${name}": elige otro nombre.`,
    removed: 'El anfitrión te ha expulsado de esta sala.',
    expired: 'Esta sala ha caducado: pide a tu anfitrión un código nuevo.',
    finished: 'El juego de esta sala ha terminado.',
    full: (players) => `Esta sala está llena (${players} jugadores).`,
    notSeated: 'No estás en esta sala: entra con su código.',
  },
  brandProfile: {
    notSaved: (problems) => `No se ha guardado el perfil: ${problems}`,
    noSuchGame: (slug) => `Este sitio no tiene ningún juego «${slug}».`,
    fields: {
      displayName: 'Nombre que muestra el sitio',
      description: 'Descripción',
      tagline: 'Eslogan',
      'brandColors.primary': 'Color principal',
      'brandColors.secondary': 'Color de fondo',
      'brandColors.accent': 'Color de acento',
      homeUrl: 'Dirección de la página de inicio',
      serviceEmail: 'Correo de atención',
      whitelabelName: 'Nombre de marca blanca',
      logoUrl: 'Dirección del logotipo',
      layoutComponent: 'Diseño',
      homePageComponent: 'Página de inicio',
      brandedGameSlug: 'El juego propio de la marca',
      locale: 'Idioma',
      phone: 'Teléfono',
      officePhone: 'Teléfono de la oficina',
      whatsapp: 'Número de WhatsApp',
      company: 'Empresa',
      addressLine1: 'Dirección, primera línea',
      addressLine2: 'Dirección, segunda línea',
      website: 'Sitio web',
      agentName: 'Nombre del agente',
      agentTitle: 'Cargo del agente',
      specialties: 'Especialidades',
      coverageAreas: 'Zonas de trabajo',
      location: 'Ubicación',
      propertyReference: 'Referencia del inmueble',
      googleAnalyticsId: 'ID de Google Analytics',
    },
    socialLink: (n) => `Red social ${n}`,
  },
  access: {
    logIn: 'Inicia sesión para hacer esto.',
    notAllowed: 'Tu cuenta no puede hacer esto.',
    onlyFor: (roles) => `Esto es para ${roles}.`,
    roles: {
      creator: 'los creadores de juegos',
      brand_admin: 'los administradores de esta marca',
      site_admin: 'los administradores del sitio',
    },
    logInFirst: (refusal) => `Inicia sesión primero. ${refusal}`,
    rules: {
      createGame: 'Los juegos se crean con una cuenta: crea una o inicia sesión y luego crea tu juego.',
      publishGames:
        'Solo los administradores de esta marca y los creadores que ha invitado crean y publican juegos en su sitio. Crea el tuyo en el sitio principal.',
      editBrand: 'Solo los administradores de esta marca y los del sitio pueden editar su perfil.',
      manageBrand: 'Solo los administradores de esta marca y los del sitio pueden gestionar sus juegos.',
      editGame:
        'Solo el creador de este juego, un administrador de su marca o un administrador del sitio pueden editar este juego.',
      manageGuesses:
        'Solo el creador de este juego, un administrador de su marca o un administrador del sitio pueden gestionar sus estimaciones.',
    },
  },
  builder: {
    keepsKind: 'Un juego publicado conserva su tipo: sus enlaces y resultados dependen de él.',
    pasteOne: 'Pega al menos la dirección de un anuncio.',
    pasteAtMost: (max) => `Pega como máximo ${max} direcciones a la vez.`,
    notAWebAddress: 'Eso no es una dirección web: pega la URL completa del anuncio (https://...).',
    alreadyInGame: 'Esta casa ya está en el juego.',
    atMostHomes: (max) => `Un juego tiene como máximo ${max} casas.`,
    photoNotStored: (photo, why) => `La foto ${photo} no se ha guardado: ${why}`,
    photoNotItsType: (mediaType) => `su contenido no es el ${mediaType} que dice ser.`,
    photoUnreadable: 'no se ha podido leer como imagen.',
    logInToBuild: 'Inicia sesión para crear un juego.',
    noSuchPriceBand: 'Esa franja de precios no es una de las opciones.',
    noSuchPropertyType: 'Ese tipo de vivienda no es una de las opciones.',
    notInCatalogue: 'Esa casa no está en el catálogo.',
    homeNotInGame: 'Esa casa no está en este juego.',
    publishedKeepsFacts:
      'Las casas de un juego publicado conservan sus datos y su precio, tal como los jugadores los adivinaron: oculta la casa y añade una corregida.',
    catalogueRecord:
      'Esta casa es un registro del catálogo: sus datos y su precio se comparten con otros juegos, así que no se cambian aquí.',
    importedByAnother:
      'Otra cuenta importó esta casa: sus datos y su precio son suyos y están en sus juegos, así que solo esa cuenta puede cambiarlos. Quítala y pega o importa la tuya.',
    guessedIn: (game) =>
      `Los jugadores de «${game}» ya han adivinado esta casa, así que sus datos y su precio se quedan como se adivinaron. Quítala y añade una corregida.`,
    cannotShow: (missing) =>
      `Esta casa no se puede mostrar: ${missing} Las casas de un juego publicado conservan sus datos, así que añádela a un borrador.`,
    publishedHomesPlayed: 'Las casas de un juego publicado ya se han jugado: oculta la casa.',
    listEachOnce: 'Indica cada casa del juego una sola vez, en el nuevo orden.',
    addMoreHomes: (more, needed) =>
      `Añade ${more === 1 ? 'una casa más' : `${more} casas más`}: el juego necesita ${needed} casas visibles.`,
    homeLacks: (home, missing) => `«${home}»: ${missing}`,
    noPriceYet: 'Aún sin precio',
    edit: {
      fields: {
        displayTitle: 'título visible',
        title: 'título',
        address: 'dirección',
        city: 'ciudad',
        region: 'región',
        postcode: 'código postal',
        description: 'descripción',
        latitude: 'latitud',
        longitude: 'longitud',
        bedrooms: 'número de dormitorios',
        bathrooms: 'número de baños',
        floorArea: 'superficie',
        yearBuilt: 'año de construcción',
        price: 'precio',
      },
      empty: (field) => `El campo «${field}» no puede estar vacío.`,
      tooLong: (field, max) => `El campo «${field}» tiene más de ${max} caracteres.`,
      numberRange: (field, min, max) => `El campo «${field}» debe ser un número de ${min} a ${max}.`,
      country: (countries) => `El país debe ser uno de estos: ${countries}.`,
      propertyType: (types) => `El tipo de vivienda debe ser uno de estos: ${types}.`,
      tenure: 'El régimen de propiedad debe ser freehold o leasehold.',
      currency: 'La moneda debe ser GBP, USD o EUR.',
      priceKind: 'El precio debe ser de oferta (asking) o de venta (sold).',
      nullIsland: 'La posición 0, 0 del mapa no es una casa.',
    },
    csv: {
      unreadable: (reason) => `No se ha podido leer el CSV: ${reason}`,
      needsHeader: (columns, lacking) =>
        `El CSV necesita una cabecera con las columnas ${columns}` +
        (lacking ? ` (le faltan ${lacking}).` : ' y al menos una fila.'),
      tooLarge: (kilobytes, rows) => `Un CSV puede tener como máximo ${kilobytes} KB y ${rows} casas.`,
      rowLength: (line, values, columns) =>
        `línea ${line}: tiene ${values} valores y la cabecera tiene ${columns} columnas, así que no se ha leído.`,
      alreadyInGame: (line) => `línea ${line}: esta casa ya está en el juego`,
      priceBelow: (line, price, min) =>
        `línea ${line}: el precio ${price} es inferior a ${min}, el precio más bajo que un jugador puede adivinar.`,
      priceAbove: (line, price, max) =>
        `línea ${line}: el precio ${price} es superior a ${max}, el precio más alto que un jugador puede adivinar.`,
    },
  },
  importer: {
    notAListing: {
      botCheck: (title) =>
        `Esta página es una comprobación antibots («${title || 'un captcha'}»), no el anuncio: el sitio no ha mostrado el anuncio al importador. Vuelve a intentarlo más tarde o pega la página de la casa en otro sitio.`,
      consentWall:
        'Esta página es un muro de consentimiento de cookies, no el anuncio: el sitio pide un consentimiento que el importador no puede dar. Pega la página de la casa en otro sitio.',
      article: 'Esta página es un artículo, no un anuncio: pega la dirección de la página propia de una casa.',
      searchResults:
        'Esta página es una lista de resultados de búsqueda, no un anuncio: pega la dirección de la página propia de una casa.',
      estateAgent:
        'Esta página trata de una inmobiliaria, no de un anuncio: pega la dirección de la página propia de una casa.',
    },
    fetch: {
      address: 'La dirección',
      redirectedAddress: 'La página ha redirigido a una dirección que',
      notAWebAddress: (subject) =>
        `${subject} no es una dirección web: pega la URL completa del anuncio (https://...).`,
      scheme: (subject, protocol) => `${subject} usa ${protocol}: solo se pueden importar páginas http y https.`,
      tooLong: (subject, max) => `${subject} tiene más de ${max} caracteres.`,
      credentials: (subject) => `${subject} lleva un nombre de usuario o una contraseña, y así no se puede importar.`,
      unknownHost: (host) => `No se ha encontrado el sitio ${host}.`,
      notPublic: (host, redirected) =>
        `${redirected ? `La página ha redirigido a ${host}, que` : host} no es una dirección pública de internet (es ` +
        'una red privada, local o reservada): no se puede importar.',
      tooManyRedirects: (max) => `La página ha redirigido más de ${max} veces.`,
      redirectNowhere: (status) => `La página ha respondido ${status} sin decir adónde ir.`,
      httpStatus: (status) => `No se ha podido cargar la página: el sitio ha respondido ${status}.`,
      notAnImage: (mediaType) =>
        `Esa dirección no es una imagen de un tipo admitido (es ${mediaType || 'de un tipo no indicado'}).`,
      notAWebPage: (mediaType) => `Esa dirección no es una página web (es ${mediaType || 'de un tipo no indicado'}).`,
      encoding: (encoding) => `La página ha llegado en una codificación que no se puede leer (${encoding}).`,
      tooLarge: (megabytes) => `La página ocupa más de ${megabytes} MB.`,
      timeout: (seconds) => `La página ha tardado más de ${seconds} segundo${seconds === 1 ? '' : 's'} en cargar.`,
      network: (reason) => `No se ha podido cargar la página (${reason}).`,
      networkReasons: {
        refused: 'el sitio ha rechazado la conexión',
        cut: 'la conexión se ha cortado',
        insecure: 'no se ha podido verificar su conexión segura',
        unknown: 'error de red',
      },
    },
    missing: {
      nothing: 'No se ha podido leer ningún anuncio en esta página: rellena a mano los datos de la casa.',
      some: (facts) => `Esta página no indica ${es.list(facts)}: rellena a mano lo que falta.`,
      facts: {
        title: 'el título',
        address: 'la dirección',
        country: 'el país',
        price: 'el precio',
        currency: 'la moneda',
        forSale: 'si el precio es de oferta o de venta',
        bedrooms: 'los dormitorios',
        bathrooms: 'los baños',
        area: 'la superficie',
        propertyType: 'el tipo de vivienda',
        latitude: 'la posición en el mapa',
        longitude: 'la posición en el mapa',
        photos: 'las fotos',
      },
    },
    soldRecord: {
      line: (line, problem) => `línea ${line}: ${problem}`,
      idDigits: (got) => `id debe tener solo dígitos, no "${got}"`,
      missing: (column) => `falta ${column}`,
      renovated: (got) => `yr_renovated debe ser 0 (nunca) o un año desde 1800, no ${got}`,
      zipcode: (got) => `zipcode debe tener 5 dígitos, no "${got}"`,
      dateShape: (got) => `date debe tener la forma 20141013T000000, no "${got}"`,
      dateReal: (got) => `date debe ser una fecha real del calendario, no "${got}"`,
      number: (column, got) => `${column} debe ser un número, no "${got}"`,
      whole: (column, got) => `${column} debe ser un número entero, no ${got}`,
      above: (column, bound, got) => `${column} debe ser mayor que ${bound}, no ${got}`,
      atLeast: (column, bound, got) => `${column} debe ser al menos ${bound}, no ${got}`,
      atMost: (column, bound, got) => `${column} debe ser como máximo ${bound}, no ${got}`,
    },
  },
};
