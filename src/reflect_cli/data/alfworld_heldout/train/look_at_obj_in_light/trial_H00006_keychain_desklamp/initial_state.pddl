(define (problem plan_trial_H00006_keychain_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  NewspaperType - otype
  PillowType - otype
  StatueType - otype
  ArmChairType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  KeyChain_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_00_dot_91 - object
  CreditCard_bar__plus_01_dot_36_bar__minus_00_dot_36_bar__plus_00_dot_25 - object
  Newspaper_bar__minus_00_dot_84_bar__plus_00_dot_34_bar__plus_00_dot_55 - object
  Statue_bar__plus_01_dot_05_bar__plus_00_dot_30_bar__minus_00_dot_07 - object
  CellPhone_bar__plus_01_dot_01_bar__minus_00_dot_24_bar__minus_01_dot_31 - object
  Pillow_bar__plus_01_dot_88_bar__minus_01_dot_80_bar__plus_00_dot_51 - object
  DeskLamp_bar__plus_02_dot_06_bar__minus_01_dot_31_bar__minus_01_dot_86 - object
  Drawer_bar__minus_00_dot_98_bar__plus_01_dot_93_bar__plus_00_dot_81 - receptacle
  ArmChair_bar__minus_01_dot_61_bar__minus_00_dot_65_bar__minus_01_dot_31 - receptacle
  Dresser_bar__plus_02_dot_30_bar__plus_01_dot_92_bar__minus_01_dot_93 - receptacle
  SideTable_bar__minus_00_dot_67_bar__plus_01_dot_27_bar__minus_02_dot_08 - receptacle
  TVStand_bar__plus_01_dot_62_bar__plus_01_dot_05_bar__minus_00_dot_06 - receptacle
  Sofa_bar__plus_00_dot_07_bar__minus_02_dot_43_bar__minus_01_dot_96 - receptacle
  loc_bar_1_bar__minus_8_bar_0_bar_60 - location
  loc_bar_4_bar__minus_6_bar_1_bar_15 - location
  loc_bar__minus_1_bar_7_bar_3_bar_15 - location
  loc_bar__minus_3_bar_3_bar_0_bar_45 - location
  loc_bar__minus_7_bar_1_bar_1_bar_60 - location
  loc_bar__minus_7_bar__minus_8_bar_3_bar_0 - location
  loc_bar__minus_8_bar_4_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar_3_bar_0_bar_45)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType StatueType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PillowType)
  (canContain DrawerType StatueType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType NewspaperType)
  (canContain DresserType PillowType)
  (canContain DresserType StatueType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PillowType)
  (canContain SideTableType StatueType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
  (canContain SofaType StatueType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType PillowType)
  (canContain TVStandType StatueType)
  (receptacleType Drawer_bar__minus_00_dot_98_bar__plus_01_dot_93_bar__plus_00_dot_81 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_98_bar__plus_01_dot_93_bar__plus_00_dot_81 loc_bar__minus_1_bar_7_bar_3_bar_15)
  (openable Drawer_bar__minus_00_dot_98_bar__plus_01_dot_93_bar__plus_00_dot_81)
  (receptacleType ArmChair_bar__minus_01_dot_61_bar__minus_00_dot_65_bar__minus_01_dot_31 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_61_bar__minus_00_dot_65_bar__minus_01_dot_31 loc_bar__minus_7_bar_1_bar_1_bar_60)
  (receptacleType Dresser_bar__plus_02_dot_30_bar__plus_01_dot_92_bar__minus_01_dot_93 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_30_bar__plus_01_dot_92_bar__minus_01_dot_93 loc_bar_4_bar__minus_6_bar_1_bar_15)
  (receptacleType SideTable_bar__minus_00_dot_67_bar__plus_01_dot_27_bar__minus_02_dot_08 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_00_dot_67_bar__plus_01_dot_27_bar__minus_02_dot_08 loc_bar__minus_8_bar_4_bar_3_bar_0)
  (receptacleType TVStand_bar__plus_01_dot_62_bar__plus_01_dot_05_bar__minus_00_dot_06 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_01_dot_62_bar__plus_01_dot_05_bar__minus_00_dot_06 loc_bar__minus_7_bar__minus_8_bar_3_bar_0)
  (receptacleType Sofa_bar__plus_00_dot_07_bar__minus_02_dot_43_bar__minus_01_dot_96 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_07_bar__minus_02_dot_43_bar__minus_01_dot_96 loc_bar_1_bar__minus_8_bar_0_bar_60)
  (objectType KeyChain_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_00_dot_91 KeyChainType)
  (inReceptacle KeyChain_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_00_dot_91 SideTable_bar__minus_00_dot_67_bar__plus_01_dot_27_bar__minus_02_dot_08)
  (objectAtLocation KeyChain_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_00_dot_91 loc_bar__minus_8_bar_4_bar_3_bar_0)
  (pickupable KeyChain_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_00_dot_91)
  (objectType CreditCard_bar__plus_01_dot_36_bar__minus_00_dot_36_bar__plus_00_dot_25 CreditCardType)
  (inReceptacle CreditCard_bar__plus_01_dot_36_bar__minus_00_dot_36_bar__plus_00_dot_25 Sofa_bar__plus_00_dot_07_bar__minus_02_dot_43_bar__minus_01_dot_96)
  (objectAtLocation CreditCard_bar__plus_01_dot_36_bar__minus_00_dot_36_bar__plus_00_dot_25 loc_bar_1_bar__minus_8_bar_0_bar_60)
  (pickupable CreditCard_bar__plus_01_dot_36_bar__minus_00_dot_36_bar__plus_00_dot_25)
  (objectType Newspaper_bar__minus_00_dot_84_bar__plus_00_dot_34_bar__plus_00_dot_55 NewspaperType)
  (inReceptacle Newspaper_bar__minus_00_dot_84_bar__plus_00_dot_34_bar__plus_00_dot_55 Sofa_bar__plus_00_dot_07_bar__minus_02_dot_43_bar__minus_01_dot_96)
  (objectAtLocation Newspaper_bar__minus_00_dot_84_bar__plus_00_dot_34_bar__plus_00_dot_55 loc_bar_1_bar__minus_8_bar_0_bar_60)
  (pickupable Newspaper_bar__minus_00_dot_84_bar__plus_00_dot_34_bar__plus_00_dot_55)
  (objectType Statue_bar__plus_01_dot_05_bar__plus_00_dot_30_bar__minus_00_dot_07 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_05_bar__plus_00_dot_30_bar__minus_00_dot_07 ArmChair_bar__minus_01_dot_61_bar__minus_00_dot_65_bar__minus_01_dot_31)
  (objectAtLocation Statue_bar__plus_01_dot_05_bar__plus_00_dot_30_bar__minus_00_dot_07 loc_bar__minus_7_bar_1_bar_1_bar_60)
  (pickupable Statue_bar__plus_01_dot_05_bar__plus_00_dot_30_bar__minus_00_dot_07)
  (objectType CellPhone_bar__plus_01_dot_01_bar__minus_00_dot_24_bar__minus_01_dot_31 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_01_dot_01_bar__minus_00_dot_24_bar__minus_01_dot_31 TVStand_bar__plus_01_dot_62_bar__plus_01_dot_05_bar__minus_00_dot_06)
  (objectAtLocation CellPhone_bar__plus_01_dot_01_bar__minus_00_dot_24_bar__minus_01_dot_31 loc_bar__minus_7_bar__minus_8_bar_3_bar_0)
  (pickupable CellPhone_bar__plus_01_dot_01_bar__minus_00_dot_24_bar__minus_01_dot_31)
  (objectType Pillow_bar__plus_01_dot_88_bar__minus_01_dot_80_bar__plus_00_dot_51 PillowType)
  (inReceptacle Pillow_bar__plus_01_dot_88_bar__minus_01_dot_80_bar__plus_00_dot_51 ArmChair_bar__minus_01_dot_61_bar__minus_00_dot_65_bar__minus_01_dot_31)
  (objectAtLocation Pillow_bar__plus_01_dot_88_bar__minus_01_dot_80_bar__plus_00_dot_51 loc_bar__minus_7_bar_1_bar_1_bar_60)
  (pickupable Pillow_bar__plus_01_dot_88_bar__minus_01_dot_80_bar__plus_00_dot_51)
  (objectType DeskLamp_bar__plus_02_dot_06_bar__minus_01_dot_31_bar__minus_01_dot_86 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_02_dot_06_bar__minus_01_dot_31_bar__minus_01_dot_86 Dresser_bar__plus_02_dot_30_bar__plus_01_dot_92_bar__minus_01_dot_93)
  (objectAtLocation DeskLamp_bar__plus_02_dot_06_bar__minus_01_dot_31_bar__minus_01_dot_86 loc_bar_4_bar__minus_6_bar_1_bar_15)
  (toggleable DeskLamp_bar__plus_02_dot_06_bar__minus_01_dot_31_bar__minus_01_dot_86)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o KeyChainType)
                 (holds ?a ?o)
             )
         )
     )
)
)
