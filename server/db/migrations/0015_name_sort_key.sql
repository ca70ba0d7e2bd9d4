-- The order of names in lists (docs/decisions/0025): the Polish alphabet (a ą b c ć … z ź ż), letters
-- before digits' and punctuation's successors, case ignored, and the letters of German, Romanian and
-- Czech names with the Polish letter they are read as. Each letter becomes a character of one block
-- (U+0F00 onwards) in alphabet order, so the byte order of the key (the indexes and ORDER BY read it
-- COLLATE "C") is the alphabet's. PGlite carries no ICU data for Polish, and a server's collation varies.
CREATE FUNCTION pim_name_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(value), 'AaąĄbBCcćĆdDEeĘęFfgGHhIijJKklLłŁMmnNńŃoOóÓPpQqRrsSśŚtTUuvVwWXxYyZzŹźŻżÄäáÁàÀâÂăĂãÃçÇčČĎďéÉÈèÊêËëěĚíÍìÌîÎïÏňŇñÑöÖŐőÔôÒòÕõřŘßșȘŞşšŠțȚţŢťŤüÜÚúÙùÛûůŮűŰÝýžŽ', 'ༀༀ༁༁༂༂༃༃༄༄༅༅༆༆༇༇༈༈༉༉༊༊་་༌༌།།༎༎༏༏༐༐༑༑༒༒༓༓༔༔༕༕༖༖༗༗༘༘༙༙༚༚༛༛༜༜༝༝༞༞༟༟༠༠༡༡༢༢ༀༀༀༀༀༀༀༀༀༀༀༀ༃༃༃༃༅༅༆༆༆༆༆༆༆༆༆༆་་་་་་་་༑༑༑༑༓༓༓༓༓༓༓༓༓༓༗༗༘༘༘༘༘༘༘༚༚༚༚༚༚༛༛༛༛༛༛༛༛༛༛༛༛༟༟༠༠');
