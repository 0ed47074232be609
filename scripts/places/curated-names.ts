/**
 * Display names that differ from GeoNames' main name, keyed by GeoNames id.
 *
 * GeoNames names big cities in English ("Munich") and smaller ones in the local language
 * ("Köln", "Nürnberg"), and cities500 carries alternate names without their language, so German
 * exonyms and some English ones are curated here. `geonames` repeats the main name so the build
 * fails if an id is wrong. `local` lists further spellings a guest may type (the native name of a
 * city GeoNames names in English); they become search keys for every language but are never shown.
 *
 * Reviewed: the 300 most populous places of the dataset (run the build with `--review 300`), plus
 * well-known destinations with a German exonym. Places not listed use the GeoNames name in both
 * languages.
 */
export type CuratedName = {
  geonames: string;
  en?: string;
  de?: string;
  local?: readonly string[];
};

export const CURATED_NAMES: Readonly<Record<string, CuratedName>> = {
  // Germany: GeoNames uses English for a few and German for most; give each both.
  "2867714": { geonames: "Munich", de: "München", local: ["München"] },
  "2886242": { geonames: "Köln", en: "Cologne" },
  "2861650": { geonames: "Nürnberg", en: "Nuremberg" },
  "2910831": { geonames: "Hannover", en: "Hanover" },
  "2945024": { geonames: "Braunschweig", local: ["Brunswick"] },

  // Austria and Switzerland
  "2761369": { geonames: "Vienna", de: "Wien", local: ["Wien"] },
  "2657896": { geonames: "Zürich", en: "Zurich" },
  "2660646": { geonames: "Genève", en: "Geneva", de: "Genf" },
  "2659811": { geonames: "Luzern", en: "Lucerne" },
  "2658576": { geonames: "Sitten", en: "Sion", local: ["Sion"] },
  "2659496": { geonames: "Neuchâtel", de: "Neuenburg" },
  "2660718": { geonames: "Fribourg", de: "Freiburg im Üechtland" },
  "2661513": { geonames: "Biel/Bienne", local: ["Biel", "Bienne"] },
  "2658822": { geonames: "Sankt Gallen", en: "St. Gallen", de: "St. Gallen" },

  // Italy
  "3169070": { geonames: "Rome", de: "Rom", local: ["Roma"] },
  "3173435": { geonames: "Milan", de: "Mailand", local: ["Milano"] },
  "3172394": { geonames: "Naples", de: "Neapel", local: ["Napoli"] },
  "3165524": { geonames: "Turin", local: ["Torino"] },
  "3176219": { geonames: "Genoa", de: "Genua", local: ["Genova"] },
  "3176959": { geonames: "Florence", de: "Florenz", local: ["Firenze"] },
  "3164603": { geonames: "Venice", de: "Venedig", local: ["Venezia"] },
  "3165185": { geonames: "Trieste", de: "Triest" },
  "3171728": { geonames: "Padova", en: "Padua", de: "Padua" },
  "3165926": { geonames: "Taranto", de: "Tarent" },
  "2523083": { geonames: "Siracusa", en: "Syracuse", de: "Syrakus" },
  "3174051": { geonames: "Mantova", en: "Mantua", de: "Mantua" },
  "3165243": { geonames: "Trento", de: "Trient" },
  "3181913": { geonames: "Bolzano", de: "Bozen", local: ["Bozen"] },
  "3173577": { geonames: "Merano", de: "Meran", local: ["Meran"] },
  "3181550": { geonames: "Bressanone", de: "Brixen", local: ["Brixen"] },

  // France, Benelux
  "2973783": { geonames: "Strasbourg", de: "Straßburg" },
  "2990440": { geonames: "Nice", de: "Nizza" },
  "3020686": { geonames: "Dunkerque", en: "Dunkirk", de: "Dünkirchen" },
  "2991214": { geonames: "Mulhouse", de: "Mülhausen" },
  "2800866": { geonames: "Brussels", de: "Brüssel", local: ["Bruxelles", "Brussel"] },
  "2803138": { geonames: "Antwerpen", en: "Antwerp" },
  "2797656": { geonames: "Gent", en: "Ghent" },
  "2792413": { geonames: "Liège", de: "Lüttich", local: ["Luik"] },
  "2800931": { geonames: "Brugge", en: "Bruges", de: "Brügge" },
  "2789786": { geonames: "Ostend", de: "Ostende", local: ["Oostende"] },
  "2792482": { geonames: "Leuven", de: "Löwen", local: ["Louvain"] },
  "2747373": { geonames: "The Hague", de: "Den Haag", local: ["Den Haag", "'s-Gravenhage"] },
  "2750053": { geonames: "Nijmegen", de: "Nimwegen" },
  "2960316": { geonames: "Luxembourg", de: "Luxemburg", local: ["Lëtzebuerg"] },

  // Iberia
  "2267057": { geonames: "Lisbon", de: "Lissabon", local: ["Lisboa"] },
  "2510911": { geonames: "Sevilla", en: "Seville" },
  "3104324": { geonames: "Zaragoza", de: "Saragossa" },
  "3110044": { geonames: "Donostia / San Sebastián", en: "San Sebastián", de: "San Sebastián" },
  "3104499": { geonames: "Gasteiz / Vitoria", en: "Vitoria-Gasteiz", de: "Vitoria-Gasteiz" },
  "2512989": { geonames: "Palma", local: ["Palma de Mallorca"] },

  // Nordic countries
  "2618425": { geonames: "Copenhagen", de: "Kopenhagen", local: ["København"] },
  "2624652": { geonames: "Århus", en: "Aarhus", de: "Aarhus" },
  "2711537": { geonames: "Göteborg", en: "Gothenburg" },

  // Poland
  "756135": { geonames: "Warsaw", de: "Warschau", local: ["Warszawa"] },
  "3094802": { geonames: "Kraków", de: "Krakau" },
  "3081368": { geonames: "Wrocław", de: "Breslau" },
  "3088171": { geonames: "Poznań", de: "Posen" },
  "3099434": { geonames: "Gdańsk", de: "Danzig" },
  "3083829": { geonames: "Szczecin", de: "Stettin" },
  "3102014": { geonames: "Bydgoszcz", de: "Bromberg" },
  "3096472": { geonames: "Katowice", de: "Kattowitz" },
  "3099230": { geonames: "Gliwice", de: "Gleiwitz" },
  "3083271": { geonames: "Toruń", de: "Thorn" },
  "3101950": { geonames: "Bytom", de: "Beuthen" },
  "3100946": { geonames: "Częstochowa", de: "Tschenstochau" },
  "3099424": { geonames: "Gdynia", de: "Gdingen" },
  "3090048": { geonames: "Opole", de: "Oppeln" },
  "763166": { geonames: "Olsztyn", de: "Allenstein" },
  "3093692": { geonames: "Legnica", de: "Liegnitz" },
  "3097257": { geonames: "Jelenia Góra", de: "Hirschberg" },
  "3099759": { geonames: "Elbląg", de: "Elbing" },
  "3082707": { geonames: "Wałbrzych", de: "Waldenburg" },

  // Czechia, Slovakia, Hungary, Slovenia
  "3067696": { geonames: "Prague", de: "Prag", local: ["Praha"] },
  "3078610": { geonames: "Brno", de: "Brünn" },
  "3068799": { geonames: "Ostrava", de: "Ostrau" },
  "3068160": { geonames: "Pilsen", local: ["Plzeň"] },
  "3069011": { geonames: "Olomouc", de: "Olmütz" },
  "3073803": { geonames: "Karlovy Vary", de: "Karlsbad" },
  "3077916": { geonames: "České Budějovice", de: "Budweis" },
  "3071961": { geonames: "Liberec", de: "Reichenberg" },
  "3195506": { geonames: "Maribor", local: ["Marburg an der Drau"] },

  // Romania, Bulgaria, Greece, Cyprus
  "683506": { geonames: "Bucharest", de: "Bukarest", local: ["București"] },
  "681290": { geonames: "Cluj-Napoca", de: "Klausenburg" },
  "665087": { geonames: "Timişoara", en: "Timișoara", de: "Temeswar" },
  "675810": { geonames: "Iaşi", en: "Iași", de: "Iași" },
  "680963": { geonames: "Constanţa", en: "Constanța", de: "Konstanza" },
  "667268": { geonames: "Sibiu", de: "Hermannstadt" },
  "683844": { geonames: "Braşov", en: "Brașov", de: "Kronstadt" },
  "670474": { geonames: "Ploieşti", en: "Ploiești", de: "Ploiești" },
  "677697": { geonames: "Galaţi", en: "Galați", de: "Galați" },
  "264371": { geonames: "Athens", de: "Athen", local: ["Athina"] },
  "734077": { geonames: "Thessaloníki", en: "Thessaloniki", de: "Thessaloniki" },
  "255683": { geonames: "Pátra", en: "Patras", de: "Patras" },
  "261745": { geonames: "Irákleion", en: "Heraklion", de: "Heraklion" },
  "2463679": { geonames: "Corfu", de: "Korfu", local: ["Kerkyra"] },
  "146268": { geonames: "Nicosia", de: "Nikosia", local: ["Lefkosia"] },

  // Western Balkans, Baltics, Moldova
  "792680": { geonames: "Belgrade", de: "Belgrad", local: ["Beograd"] },
  "786714": { geonames: "Pristina", local: ["Prishtina", "Priština"] },
  "618426": { geonames: "Chisinau", en: "Chișinău", de: "Chișinău", local: ["Kischinau"] },

  // Turkey
  "745044": { geonames: "Istanbul", local: ["İstanbul"] },

  // Ukraine
  "703448": { geonames: "Kyiv", de: "Kiew", local: ["Kiev"] },
  "706483": { geonames: "Kharkiv", de: "Charkiw" },
  "698740": { geonames: "Odesa", de: "Odessa", local: ["Odessa"] },
  "709717": { geonames: "Donetsk", de: "Donezk" },
  "687700": { geonames: "Zaporizhzhya", en: "Zaporizhzhia", de: "Saporischschja" },
  "702550": { geonames: "Lviv", de: "Lwiw", local: ["Lemberg"] },
  "703845": { geonames: "Kryvyy Rih", en: "Kryvyi Rih", de: "Krywyj Rih" },
  "694423": { geonames: "Sevastopol", de: "Sewastopol" },
  "700569": { geonames: "Mykolayiv", en: "Mykolaiv", de: "Mykolajiw" },
  "689558": { geonames: "Vinnytsya", en: "Vinnytsia", de: "Winnyzja" },
  "702320": { geonames: "Makiivka", de: "Makijiwka" },
  "710735": { geonames: "Chernihiv", de: "Tschernihiw" },
  "706448": { geonames: "Kherson", de: "Cherson" },
  "696643": { geonames: "Poltava", de: "Poltawa" },
  "706369": { geonames: "Khmelnytskyi", de: "Chmelnyzkyj" },
  "710791": { geonames: "Cherkasy", de: "Tscherkassy" },
  "710719": { geonames: "Chernivtsi", de: "Czernowitz" },
  "686967": { geonames: "Zhytomyr", de: "Schytomyr" },
  "690548": { geonames: "Uzhgorod", en: "Uzhhorod", de: "Uschhorod" },
  "709932": { geonames: "Kamyanske", en: "Kamianske", de: "Kamjanske" },
  "705812": { geonames: "Kropyvnytskyy", en: "Kropyvnytskyi", de: "Kropywnyzkyj" },
  "704147": { geonames: "Kremenchuk", de: "Krementschuk" },
  "702569": { geonames: "Lutsk", de: "Luzk" },
  "712165": { geonames: "Bila Tserkva", de: "Bila Zerkwa" },

  // Belarus
  "627907": { geonames: "Homyel'", en: "Gomel", de: "Homel" },
  "627904": { geonames: "Hrodna", en: "Grodno", de: "Hrodna" },
  "625665": { geonames: "Mahilyow", en: "Mogilev", de: "Mahiljou" },
  "620127": { geonames: "Vitebsk", de: "Wizebsk" },
  "630468": { geonames: "Babruysk", de: "Babrujsk" },
  "630429": { geonames: "Baranovichi", de: "Baranawitschy" },

  // Russia (west of the Urals)
  "524901": { geonames: "Moscow", de: "Moskau", local: ["Moskva"] },
  "498817": { geonames: "Saint Petersburg", de: "Sankt Petersburg", local: ["Sankt-Peterburg"] },
  "520555": { geonames: "Nizhniy Novgorod", en: "Nizhny Novgorod", de: "Nischni Nowgorod" },
  "551487": { geonames: "Kazan", de: "Kasan" },
  "501175": { geonames: "Rostov-na-Donu", en: "Rostov-on-Don", de: "Rostow am Don" },
  "472045": { geonames: "Voronezh", de: "Woronesch" },
  "472757": { geonames: "Volgograd", de: "Wolgograd" },
  "498677": { geonames: "Saratov", de: "Saratow" },
  "482283": { geonames: "Tolyatti", de: "Toljatti" },
  "554840": { geonames: "Izhevsk", de: "Ischewsk" },
  "479123": { geonames: "Ulyanovsk", de: "Uljanowsk" },
  "468902": { geonames: "Yaroslavl", de: "Jaroslawl" },
  "532096": { geonames: "Makhachkala", de: "Machatschkala" },
  "500096": { geonames: "Ryazan’", en: "Ryazan", de: "Rjasan" },
  "580497": { geonames: "Astrakhan", de: "Astrachan" },
  "511565": { geonames: "Penza", de: "Pensa" },
  "523750": { geonames: "Naberezhnyye Chelny", en: "Naberezhnye Chelny", de: "Nabereschnyje Tschelny" },
  "535121": { geonames: "Lipetsk", de: "Lipezk" },
  "548408": { geonames: "Kirov", de: "Kirow" },
  "569696": { geonames: "Cheboksary", de: "Tscheboksary" },
  "487846": { geonames: "Stavropol’", en: "Stavropol", de: "Stawropol" },
  "571476": { geonames: "Bryansk", de: "Brjansk" },
  "480060": { geonames: "Tver", de: "Twer" },
  "555312": { geonames: "Ivanovo", de: "Iwanowo" },
  "520494": { geonames: "Nizhny Tagil", de: "Nischni Tagil" },
  "473247": { geonames: "Vladimir", de: "Wladimir" },
  "581049": { geonames: "Arkhangel’sk", en: "Arkhangelsk", de: "Archangelsk" },
  "491422": { geonames: "Sochi", de: "Sotschi" },
  "472231": { geonames: "Volzhsky", de: "Wolschski" },
  "569223": { geonames: "Cherepovets", de: "Tscherepowez" },
  "472459": { geonames: "Vologda", de: "Wologda" },
  "515012": { geonames: "Orël", en: "Oryol", de: "Orjol" },
  "473249": { geonames: "Vladikavkaz", de: "Wladikawkas" },
  "558418": { geonames: "Groznyy", en: "Grozny", de: "Grosny" },
  "484646": { geonames: "Tambov", de: "Tambow" },
  "509820": { geonames: "Petrozavodsk", de: "Petrosawodsk" },
  "466806": { geonames: "Yoshkar-Ola", de: "Joschkar-Ola" },
  "521118": { geonames: "Nizhnekamsk", de: "Nischnekamsk" },
  "563708": { geonames: "Dzerzhinsk", de: "Dserschinsk" },
  "487928": { geonames: "Staryy Oskol", en: "Stary Oskol", de: "Stary Oskol" },
  "519336": { geonames: "Velikiy Novgorod", en: "Veliky Novgorod", de: "Weliki Nowgorod" },
  "496015": { geonames: "Shakhty", de: "Schachty" },
  "463829": { geonames: "Zelenograd", de: "Selenograd" },
  "504341": { geonames: "Pskov", de: "Pskow" },
  "579492": { geonames: "Balakovo", de: "Balakowo" },
  "580922": { geonames: "Armavir", de: "Armawir" },
  "496285": { geonames: "Severodvinsk", de: "Sewerodwinsk" },
  "462444": { geonames: "Zlatoust", de: "Slatoust" },
  "484972": { geonames: "Syzran’", en: "Syzran", de: "Sysran" },
};
