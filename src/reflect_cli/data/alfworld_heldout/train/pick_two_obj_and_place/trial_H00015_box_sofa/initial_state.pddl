(define (problem plan_trial_H00015_box_sofa)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  CellPhoneType - otype
  CreditCardType - otype
  KeyChainType - otype
  VaseType - otype
  WatchType - otype
  ArmChairType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  Box_bar__minus_01_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_69 - object
  Box_bar__minus_00_dot_40_bar__plus_00_dot_45_bar__minus_01_dot_62 - object
  Vase_bar__minus_01_dot_58_bar__minus_02_dot_17_bar__plus_00_dot_11 - object
  CreditCard_bar__minus_02_dot_16_bar__plus_02_dot_04_bar__minus_00_dot_85 - object
  CellPhone_bar__minus_00_dot_29_bar__plus_00_dot_41_bar__plus_00_dot_43 - object
  Watch_bar__plus_00_dot_95_bar__plus_01_dot_70_bar__plus_02_dot_21 - object
  KeyChain_bar__plus_00_dot_99_bar__minus_00_dot_97_bar__minus_00_dot_58 - object
  Drawer_bar__plus_02_dot_02_bar__plus_00_dot_53_bar__minus_01_dot_94 - receptacle
  ArmChair_bar__minus_01_dot_27_bar__minus_01_dot_87_bar__minus_00_dot_27 - receptacle
  Dresser_bar__minus_01_dot_97_bar__plus_01_dot_15_bar__plus_02_dot_10 - receptacle
  SideTable_bar__minus_02_dot_30_bar__minus_01_dot_04_bar__plus_02_dot_05 - receptacle
  Sofa_bar__minus_01_dot_68_bar__plus_01_dot_30_bar__minus_01_dot_75 - receptacle
  loc_bar_2_bar_8_bar_2_bar_30 - location
  loc_bar_3_bar_8_bar_3_bar_45 - location
  loc_bar_7_bar__minus_4_bar_1_bar_30 - location
  loc_bar_8_bar_7_bar_0_bar_60 - location
  loc_bar__minus_3_bar__minus_6_bar_1_bar_15 - location
  loc_bar__minus_5_bar_7_bar_2_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_2_bar_8_bar_2_bar_30)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType VaseType)
  (canContain ArmChairType WatchType)
  (canContain DrawerType BoxType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType VaseType)
  (canContain DrawerType WatchType)
  (canContain DresserType BoxType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType VaseType)
  (canContain SofaType WatchType)
  (receptacleType Drawer_bar__plus_02_dot_02_bar__plus_00_dot_53_bar__minus_01_dot_94 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_02_dot_02_bar__plus_00_dot_53_bar__minus_01_dot_94 loc_bar_8_bar_7_bar_0_bar_60)
  (openable Drawer_bar__plus_02_dot_02_bar__plus_00_dot_53_bar__minus_01_dot_94)
  (receptacleType ArmChair_bar__minus_01_dot_27_bar__minus_01_dot_87_bar__minus_00_dot_27 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_27_bar__minus_01_dot_87_bar__minus_00_dot_27 loc_bar_7_bar__minus_4_bar_1_bar_30)
  (receptacleType Dresser_bar__minus_01_dot_97_bar__plus_01_dot_15_bar__plus_02_dot_10 DresserType)
  (receptacleAtLocation Dresser_bar__minus_01_dot_97_bar__plus_01_dot_15_bar__plus_02_dot_10 loc_bar_3_bar_8_bar_3_bar_45)
  (receptacleType SideTable_bar__minus_02_dot_30_bar__minus_01_dot_04_bar__plus_02_dot_05 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_30_bar__minus_01_dot_04_bar__plus_02_dot_05 loc_bar__minus_5_bar_7_bar_2_bar_30)
  (receptacleType Sofa_bar__minus_01_dot_68_bar__plus_01_dot_30_bar__minus_01_dot_75 SofaType)
  (receptacleAtLocation Sofa_bar__minus_01_dot_68_bar__plus_01_dot_30_bar__minus_01_dot_75 loc_bar__minus_3_bar__minus_6_bar_1_bar_15)
  (objectType Box_bar__minus_01_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_69 BoxType)
  (inReceptacle Box_bar__minus_01_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_69 ArmChair_bar__minus_01_dot_27_bar__minus_01_dot_87_bar__minus_00_dot_27)
  (objectAtLocation Box_bar__minus_01_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_69 loc_bar_7_bar__minus_4_bar_1_bar_30)
  (pickupable Box_bar__minus_01_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_69)
  (objectType Box_bar__minus_00_dot_40_bar__plus_00_dot_45_bar__minus_01_dot_62 BoxType)
  (inReceptacle Box_bar__minus_00_dot_40_bar__plus_00_dot_45_bar__minus_01_dot_62 SideTable_bar__minus_02_dot_30_bar__minus_01_dot_04_bar__plus_02_dot_05)
  (objectAtLocation Box_bar__minus_00_dot_40_bar__plus_00_dot_45_bar__minus_01_dot_62 loc_bar__minus_5_bar_7_bar_2_bar_30)
  (pickupable Box_bar__minus_00_dot_40_bar__plus_00_dot_45_bar__minus_01_dot_62)
  (objectType Vase_bar__minus_01_dot_58_bar__minus_02_dot_17_bar__plus_00_dot_11 VaseType)
  (inReceptacle Vase_bar__minus_01_dot_58_bar__minus_02_dot_17_bar__plus_00_dot_11 Sofa_bar__minus_01_dot_68_bar__plus_01_dot_30_bar__minus_01_dot_75)
  (objectAtLocation Vase_bar__minus_01_dot_58_bar__minus_02_dot_17_bar__plus_00_dot_11 loc_bar__minus_3_bar__minus_6_bar_1_bar_15)
  (pickupable Vase_bar__minus_01_dot_58_bar__minus_02_dot_17_bar__plus_00_dot_11)
  (objectType CreditCard_bar__minus_02_dot_16_bar__plus_02_dot_04_bar__minus_00_dot_85 CreditCardType)
  (inReceptacle CreditCard_bar__minus_02_dot_16_bar__plus_02_dot_04_bar__minus_00_dot_85 Drawer_bar__plus_02_dot_02_bar__plus_00_dot_53_bar__minus_01_dot_94)
  (objectAtLocation CreditCard_bar__minus_02_dot_16_bar__plus_02_dot_04_bar__minus_00_dot_85 loc_bar_8_bar_7_bar_0_bar_60)
  (pickupable CreditCard_bar__minus_02_dot_16_bar__plus_02_dot_04_bar__minus_00_dot_85)
  (objectType CellPhone_bar__minus_00_dot_29_bar__plus_00_dot_41_bar__plus_00_dot_43 CellPhoneType)
  (inReceptacle CellPhone_bar__minus_00_dot_29_bar__plus_00_dot_41_bar__plus_00_dot_43 SideTable_bar__minus_02_dot_30_bar__minus_01_dot_04_bar__plus_02_dot_05)
  (objectAtLocation CellPhone_bar__minus_00_dot_29_bar__plus_00_dot_41_bar__plus_00_dot_43 loc_bar__minus_5_bar_7_bar_2_bar_30)
  (pickupable CellPhone_bar__minus_00_dot_29_bar__plus_00_dot_41_bar__plus_00_dot_43)
  (objectType Watch_bar__plus_00_dot_95_bar__plus_01_dot_70_bar__plus_02_dot_21 WatchType)
  (inReceptacle Watch_bar__plus_00_dot_95_bar__plus_01_dot_70_bar__plus_02_dot_21 Sofa_bar__minus_01_dot_68_bar__plus_01_dot_30_bar__minus_01_dot_75)
  (objectAtLocation Watch_bar__plus_00_dot_95_bar__plus_01_dot_70_bar__plus_02_dot_21 loc_bar__minus_3_bar__minus_6_bar_1_bar_15)
  (pickupable Watch_bar__plus_00_dot_95_bar__plus_01_dot_70_bar__plus_02_dot_21)
  (objectType KeyChain_bar__plus_00_dot_99_bar__minus_00_dot_97_bar__minus_00_dot_58 KeyChainType)
  (inReceptacle KeyChain_bar__plus_00_dot_99_bar__minus_00_dot_97_bar__minus_00_dot_58 Drawer_bar__plus_02_dot_02_bar__plus_00_dot_53_bar__minus_01_dot_94)
  (objectAtLocation KeyChain_bar__plus_00_dot_99_bar__minus_00_dot_97_bar__minus_00_dot_58 loc_bar_8_bar_7_bar_0_bar_60)
  (pickupable KeyChain_bar__plus_00_dot_99_bar__minus_00_dot_97_bar__minus_00_dot_58)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 BoxType)
                    (receptacleType ?r SofaType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 BoxType)
                            (receptacleType ?r SofaType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
