const p = `Votre TGV n° 6113 partira de Paris Gare de Lyon le vendredi 2 octobre 2026
à 7h37 et arrivera à Marseille Saint-Charles à 10h58. Vous voyagez en
2de classe, voiture 14, place 62 (salle haute, côté fenêtre).`;
console.log(p.replace(/\s+/g, ' ').split(/(?<=[\p{L}\d]{3}[.!?]) (?=\p{Lu})/u));
const REACHES = /(?<!\p{L})(?:arriv(?:es?|ing|era|ée|a|erà|ará)|ankunft|kommt|erreicht|llega(?:rá)?|komt|aankomst|přijede|przyjedzie|chega(?:rá)?)(?!\p{L})/iu;
console.log(REACHES.exec(p));
