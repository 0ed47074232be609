/**
 * English and German names of first-order administrative divisions, keyed "<country>.<admin1 code>"
 * as GeoNames codes them. The cities500 file carries only the codes, so the names are curated here
 * for the countries our brands sell most; places elsewhere get no region (null). Each code was
 * checked against the seat of government (feature PPLA) that GeoNames puts in that division, noted
 * after each entry.
 */
export const REGION_NAMES: Readonly<Record<string, readonly [en: string, de: string]>> = {
  // Germany (Länder)
  "DE.01": ["Baden-Württemberg", "Baden-Württemberg"], // Stuttgart
  "DE.02": ["Bavaria", "Bayern"], // Munich
  "DE.03": ["Bremen", "Bremen"], // Bremen
  "DE.04": ["Hamburg", "Hamburg"], // Hamburg
  "DE.05": ["Hesse", "Hessen"], // Wiesbaden
  "DE.06": ["Lower Saxony", "Niedersachsen"], // Hannover
  "DE.07": ["North Rhine-Westphalia", "Nordrhein-Westfalen"], // Düsseldorf
  "DE.08": ["Rhineland-Palatinate", "Rheinland-Pfalz"], // Mainz
  "DE.09": ["Saarland", "Saarland"], // Saarbrücken
  "DE.10": ["Schleswig-Holstein", "Schleswig-Holstein"], // Kiel
  "DE.11": ["Brandenburg", "Brandenburg"], // Potsdam
  "DE.12": ["Mecklenburg-Western Pomerania", "Mecklenburg-Vorpommern"], // Schwerin
  "DE.13": ["Saxony", "Sachsen"], // Dresden
  "DE.14": ["Saxony-Anhalt", "Sachsen-Anhalt"], // Magdeburg
  "DE.15": ["Thuringia", "Thüringen"], // Erfurt
  "DE.16": ["Berlin", "Berlin"], // Berlin

  // Austria (Bundesländer)
  "AT.01": ["Burgenland", "Burgenland"], // Eisenstadt
  "AT.02": ["Carinthia", "Kärnten"], // Klagenfurt
  "AT.03": ["Lower Austria", "Niederösterreich"], // Sankt Pölten
  "AT.04": ["Upper Austria", "Oberösterreich"], // Linz
  "AT.05": ["Salzburg", "Salzburg"], // Salzburg
  "AT.06": ["Styria", "Steiermark"], // Graz
  "AT.07": ["Tyrol", "Tirol"], // Innsbruck
  "AT.08": ["Vorarlberg", "Vorarlberg"], // Bregenz
  "AT.09": ["Vienna", "Wien"], // Vienna

  // Switzerland (cantons)
  "CH.AG": ["Aargau", "Aargau"], // Aarau
  "CH.AI": ["Appenzell Innerrhoden", "Appenzell Innerrhoden"], // Appenzell
  "CH.AR": ["Appenzell Ausserrhoden", "Appenzell Ausserrhoden"], // Herisau
  "CH.BE": ["Bern", "Bern"], // Bern
  "CH.BL": ["Basel-Landschaft", "Basel-Landschaft"], // Liestal
  "CH.BS": ["Basel-Stadt", "Basel-Stadt"], // Basel
  "CH.FR": ["Fribourg", "Freiburg"], // Fribourg
  "CH.GE": ["Geneva", "Genf"], // Genève
  "CH.GL": ["Glarus", "Glarus"], // Glarus
  "CH.GR": ["Graubünden", "Graubünden"], // Chur
  "CH.JU": ["Jura", "Jura"], // Delémont
  "CH.LU": ["Lucerne", "Luzern"], // Luzern
  "CH.NE": ["Neuchâtel", "Neuenburg"], // Neuchâtel
  "CH.NW": ["Nidwalden", "Nidwalden"], // Stans
  "CH.OW": ["Obwalden", "Obwalden"], // Sarnen
  "CH.SG": ["St. Gallen", "St. Gallen"], // Sankt Gallen
  "CH.SH": ["Schaffhausen", "Schaffhausen"], // Schaffhausen
  "CH.SO": ["Solothurn", "Solothurn"], // Solothurn
  "CH.SZ": ["Schwyz", "Schwyz"], // Schwyz
  "CH.TG": ["Thurgau", "Thurgau"], // Frauenfeld
  "CH.TI": ["Ticino", "Tessin"], // Bellinzona
  "CH.UR": ["Uri", "Uri"], // Altdorf
  "CH.VD": ["Vaud", "Waadt"], // Lausanne
  "CH.VS": ["Valais", "Wallis"], // Sitten (Sion)
  "CH.ZG": ["Zug", "Zug"], // Zug
  "CH.ZH": ["Zurich", "Zürich"], // Zürich

  // France (régions since 2016)
  "FR.11": ["Île-de-France", "Île-de-France"], // Paris
  "FR.24": ["Centre-Val de Loire", "Centre-Val de Loire"], // Orléans
  "FR.27": ["Bourgogne-Franche-Comté", "Bourgogne-Franche-Comté"], // Dijon
  "FR.28": ["Normandy", "Normandie"], // Rouen
  "FR.32": ["Hauts-de-France", "Hauts-de-France"], // Lille
  "FR.44": ["Grand Est", "Grand Est"], // Strasbourg
  "FR.52": ["Pays de la Loire", "Pays de la Loire"], // Nantes
  "FR.53": ["Brittany", "Bretagne"], // Rennes
  "FR.75": ["Nouvelle-Aquitaine", "Nouvelle-Aquitaine"], // Bordeaux
  "FR.76": ["Occitania", "Okzitanien"], // Toulouse
  "FR.84": ["Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"], // Lyon
  "FR.93": ["Provence-Alpes-Côte d'Azur", "Provence-Alpes-Côte d’Azur"], // Marseille
  "FR.94": ["Corsica", "Korsika"], // Ajaccio

  // Italy (regioni)
  "IT.01": ["Abruzzo", "Abruzzen"], // L'Aquila
  "IT.02": ["Basilicata", "Basilikata"], // Potenza
  "IT.03": ["Calabria", "Kalabrien"], // Catanzaro
  "IT.04": ["Campania", "Kampanien"], // Naples
  "IT.05": ["Emilia-Romagna", "Emilia-Romagna"], // Bologna
  "IT.06": ["Friuli Venezia Giulia", "Friaul-Julisch Venetien"], // Trieste
  "IT.07": ["Lazio", "Latium"], // Rome
  "IT.08": ["Liguria", "Ligurien"], // Genoa
  "IT.09": ["Lombardy", "Lombardei"], // Milan
  "IT.10": ["Marche", "Marken"], // Ancona
  "IT.11": ["Molise", "Molise"], // Campobasso
  "IT.12": ["Piedmont", "Piemont"], // Turin
  "IT.13": ["Apulia", "Apulien"], // Bari
  "IT.14": ["Sardinia", "Sardinien"], // Cagliari
  "IT.15": ["Sicily", "Sizilien"], // Palermo
  "IT.16": ["Tuscany", "Toskana"], // Florence
  "IT.17": ["Trentino-South Tyrol", "Trentino-Südtirol"], // Trento
  "IT.18": ["Umbria", "Umbrien"], // Perugia
  "IT.19": ["Aosta Valley", "Aostatal"], // Aosta
  "IT.20": ["Veneto", "Venetien"], // Venice

  // Spain (comunidades autónomas)
  "ES.07": ["Balearic Islands", "Balearen"], // Palma
  "ES.27": ["La Rioja", "La Rioja"], // Logroño
  "ES.29": ["Community of Madrid", "Autonome Gemeinschaft Madrid"], // Madrid
  "ES.31": ["Region of Murcia", "Region Murcia"], // Murcia
  "ES.32": ["Navarre", "Navarra"], // Pamplona
  "ES.34": ["Asturias", "Asturien"], // Oviedo
  "ES.39": ["Cantabria", "Kantabrien"], // Santander
  "ES.51": ["Andalusia", "Andalusien"], // Sevilla
  "ES.52": ["Aragon", "Aragonien"], // Zaragoza
  "ES.53": ["Canary Islands", "Kanarische Inseln"], // Las Palmas de Gran Canaria
  "ES.54": ["Castilla-La Mancha", "Kastilien-La Mancha"], // Toledo
  "ES.55": ["Castile and León", "Kastilien und León"], // Valladolid
  "ES.56": ["Catalonia", "Katalonien"], // Barcelona
  "ES.57": ["Extremadura", "Extremadura"], // Mérida
  "ES.58": ["Galicia", "Galicien"], // Santiago de Compostela
  "ES.59": ["Basque Country", "Baskenland"], // Vitoria-Gasteiz
  "ES.60": ["Valencian Community", "Valencianische Gemeinschaft"], // Valencia
  "ES.CE": ["Ceuta", "Ceuta"], // Ceuta
  "ES.ML": ["Melilla", "Melilla"], // Melilla

  // United Kingdom (constituent countries)
  "GB.ENG": ["England", "England"], // London
  "GB.NIR": ["Northern Ireland", "Nordirland"], // Belfast
  "GB.SCT": ["Scotland", "Schottland"], // Edinburgh
  "GB.WLS": ["Wales", "Wales"], // Cardiff

  // Ireland (provinces)
  "IE.C": ["Connacht", "Connacht"], // Galway
  "IE.L": ["Leinster", "Leinster"], // Dublin
  "IE.M": ["Munster", "Munster"], // Nenagh
  "IE.U": ["Ulster", "Ulster"], // Monaghan

  // Netherlands (provinces)
  "NL.01": ["Drenthe", "Drenthe"], // Assen
  "NL.02": ["Friesland", "Friesland"], // Leeuwarden
  "NL.03": ["Gelderland", "Gelderland"], // Arnhem
  "NL.04": ["Groningen", "Groningen"], // Groningen
  "NL.05": ["Limburg", "Limburg"], // Maastricht
  "NL.06": ["North Brabant", "Nordbrabant"], // 's-Hertogenbosch
  "NL.07": ["North Holland", "Nordholland"], // Amsterdam
  "NL.09": ["Utrecht", "Utrecht"], // Utrecht
  "NL.10": ["Zeeland", "Zeeland"], // Middelburg
  "NL.11": ["South Holland", "Südholland"], // The Hague
  "NL.15": ["Overijssel", "Overijssel"], // Zwolle
  "NL.16": ["Flevoland", "Flevoland"], // Lelystad

  // Belgium (regions)
  "BE.BRU": ["Brussels-Capital Region", "Region Brüssel-Hauptstadt"], // Brussels
  "BE.VLG": ["Flanders", "Flandern"], // Antwerpen is the largest city
  "BE.WAL": ["Wallonia", "Wallonien"], // Namur

  // Poland (voivodeships)
  "PL.72": ["Lower Silesia", "Niederschlesien"], // Wrocław
  "PL.73": ["Kuyavia-Pomerania", "Kujawien-Pommern"], // Bydgoszcz
  "PL.74": ["Łódź Voivodeship", "Woiwodschaft Łódź"], // Łódź
  "PL.75": ["Lublin Voivodeship", "Woiwodschaft Lublin"], // Lublin
  "PL.76": ["Lubusz", "Lebus"], // Gorzów Wielkopolski
  "PL.77": ["Lesser Poland", "Kleinpolen"], // Kraków
  "PL.78": ["Masovia", "Masowien"], // Warsaw
  "PL.79": ["Opole Voivodeship", "Woiwodschaft Oppeln"], // Opole
  "PL.80": ["Subcarpathia", "Karpatenvorland"], // Rzeszów
  "PL.81": ["Podlaskie", "Podlachien"], // Białystok
  "PL.82": ["Pomerania", "Pommern"], // Gdańsk
  "PL.83": ["Silesia", "Schlesien"], // Katowice
  "PL.84": ["Świętokrzyskie", "Heiligkreuz"], // Kielce
  "PL.85": ["Warmia-Masuria", "Ermland-Masuren"], // Olsztyn
  "PL.86": ["Greater Poland", "Großpolen"], // Poznań
  "PL.87": ["West Pomerania", "Westpommern"], // Szczecin

  // Portugal (districts and autonomous regions)
  "PT.02": ["Aveiro", "Aveiro"], // Aveiro
  "PT.03": ["Beja", "Beja"], // Beja
  "PT.04": ["Braga", "Braga"], // Braga
  "PT.05": ["Bragança", "Bragança"], // Bragança
  "PT.06": ["Castelo Branco", "Castelo Branco"], // Castelo Branco
  "PT.07": ["Coimbra", "Coimbra"], // Coimbra
  "PT.08": ["Évora", "Évora"], // Évora
  "PT.09": ["Faro", "Faro"], // Faro
  "PT.10": ["Madeira", "Madeira"], // Funchal
  "PT.11": ["Guarda", "Guarda"], // Guarda
  "PT.13": ["Leiria", "Leiria"], // Leiria
  "PT.14": ["Lisbon", "Lissabon"], // Lisbon
  "PT.16": ["Portalegre", "Portalegre"], // Portalegre
  "PT.17": ["Porto", "Porto"], // Porto
  "PT.18": ["Santarém", "Santarém"], // Santarém
  "PT.19": ["Setúbal", "Setúbal"], // Setúbal
  "PT.20": ["Viana do Castelo", "Viana do Castelo"], // Viana do Castelo
  "PT.21": ["Vila Real", "Vila Real"], // Vila Real
  "PT.22": ["Viseu", "Viseu"], // Viseu
  "PT.23": ["Azores", "Azoren"], // Ponta Delgada

  // Czechia (kraje)
  "CZ.52": ["Prague", "Prag"], // Prague
  "CZ.78": ["South Moravian Region", "Südmährische Region"], // Brno
  "CZ.79": ["South Bohemian Region", "Südböhmische Region"], // České Budějovice
  "CZ.80": ["Vysočina Region", "Region Vysočina"], // Jihlava
  "CZ.81": ["Karlovy Vary Region", "Karlsbader Region"], // Karlovy Vary
  "CZ.82": ["Hradec Králové Region", "Königgrätzer Region"], // Hradec Králové
  "CZ.83": ["Liberec Region", "Reichenberger Region"], // Liberec
  "CZ.84": ["Olomouc Region", "Olmützer Region"], // Olomouc
  "CZ.85": ["Moravian-Silesian Region", "Mährisch-Schlesische Region"], // Ostrava
  "CZ.86": ["Pardubice Region", "Pardubitzer Region"], // Pardubice
  "CZ.87": ["Plzeň Region", "Pilsner Region"], // Pilsen
  "CZ.88": ["Central Bohemian Region", "Mittelböhmische Region"], // Kladno is the largest town
  "CZ.89": ["Ústí nad Labem Region", "Aussiger Region"], // Ústí nad Labem
  "CZ.90": ["Zlín Region", "Zliner Region"], // Zlín

  // Denmark (regions)
  "DK.17": ["Capital Region of Denmark", "Region Hovedstaden"], // Copenhagen
  "DK.18": ["Central Denmark Region", "Region Midtjylland"], // Viborg
  "DK.19": ["North Denmark Region", "Region Nordjylland"], // Aalborg
  "DK.20": ["Region Zealand", "Region Sjælland"], // Sorø
  "DK.21": ["Region of Southern Denmark", "Region Syddanmark"], // Vejle
};
